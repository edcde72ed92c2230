import { CV_MAX_BYTES } from '@darsak/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { isStored, storedBytes, storedNames } from '../helpers/storage.ts';
import { makeDoc, makeDocx, makeJpeg, makePdf, makePng, makeZip, multipart } from '../fixtures/files.ts';

let server: TestServer;
let owner: User;
let client: TestClient;
let applicationId: string;

const TYPE_MESSAGE = 'The cv field must be a file of type: pdf, doc, docx, jpg, jpeg, png.';
const SIZE_MESSAGE = 'The cv field must not be greater than 5120 kilobytes.';

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
});
afterAll(() => server.close());

beforeEach(async () => {
  // One application per test; the per-user ceiling on applications (decision 022) is tested in join-team.test.ts.
  await server.app.db.deleteFrom('join_team_applications').where('user_id', '=', owner.id).execute();
  client = new TestClient(server.url);
  await actingAs(server, client, owner);
  const saved = await client.post('/api/save-join-team', {
    name: 'Rami Saleh',
    email: 'rami@example.com',
    phone: '03 123 456',
    age: 22,
    university: 'AUB',
    year: 4,
    coursesToGive: ['MISPE M1100 SEM1'],
    whereYouSeeYourself: 'Teaching maths.',
    cv: 'rami.pdf',
    pay: 20,
    goodTutor: 'Clarity.',
  });
  expect(saved.status).toBe(201);
  applicationId = saved.body.id;
});

const storedCvs = () => storedNames(server, 'cvs');
const application = (id = applicationId) =>
  server.app.db.selectFrom('join_team_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const upload = (c: TestClient, id: string, name: string, bytes: Buffer, field = 'cv') =>
  c.post('/api/upload-cv', multipart({ application_id: id }, { field, name, bytes }));

describe('POST /api/upload-cv', () => {
  it.each([
    ['a PDF', 'Rami CV.pdf', makePdf, '.pdf', 'application/pdf'],
    ['a DOCX', 'rami.docx', makeDocx, '.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a DOC', 'rami.doc', makeDoc, '.doc', 'application/msword'],
    ['a JPEG named .jpeg', 'scan.jpeg', () => makeJpeg(40, 40), '.jpg', 'image/jpeg'],
    ['a JPEG named .JPG', 'SCAN.JPG', () => makeJpeg(40, 40), '.jpg', 'image/jpeg'],
    ['a PNG', 'scan.png', () => makePng(), '.png', 'image/png'],
  ] as const)('stores %s privately and records it on the application', async (_label, name, make, extension, mime) => {
    const bytes = await make();
    const response = await upload(client, applicationId, name, bytes);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'CV uploaded successfully.' });
    const row = await application();
    expect(row.cv_path).toMatch(new RegExp(`^cvs/[0-9a-f-]{36}\\${extension}$`));
    expect(row.cv_mime).toBe(mime);
    expect(row.cv_name).toBe(name);
    expect((await storedBytes(server, row.cv_path!))!.equals(bytes)).toBe(true);
    // Stored privately, never under a public URL.
    const served = await client.get(`/media/${row.cv_path}`);
    expect(served.status).toBe(404);
  });

  it('accepts the application id before or after the file in the form', async () => {
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(makePdf())]), 'cv.pdf');
    form.append('application_id', applicationId);
    const response = await client.post('/api/upload-cv', form);
    expect(response.status).toBe(200);
    expect((await application()).cv_path).not.toBeNull();
  });

  it('replaces an earlier CV and removes its file', async () => {
    await upload(client, applicationId, 'first.pdf', makePdf());
    const first = (await application()).cv_path!;
    expect(await isStored(server, first)).toBe(true);
    const response = await upload(client, applicationId, 'second.docx', makeDocx());
    expect(response.status).toBe(200);
    const row = await application();
    expect(row.cv_path).not.toBe(first);
    expect(row.cv_name).toBe('second.docx');
    expect(await isStored(server, first)).toBe(false);
    expect(await isStored(server, row.cv_path!)).toBe(true);
  });

  it('leaves exactly one stored file when uploads for one application race each other', async () => {
    const before = await storedCvs();
    const files = [makePdf(), makeDocx(), makeDoc(), await makePng()];
    const names = ['a.pdf', 'b.docx', 'c.doc', 'd.png'];
    const responses = await Promise.all(files.map((bytes, i) => upload(client, applicationId, names[i]!, bytes)));
    for (const response of responses) expect(response.status).toBe(200);
    const added = (await storedCvs()).filter((name) => !before.includes(name));
    const row = await application();
    expect(added).toEqual([row.cv_path!.slice('cvs/'.length)]);
    expect(names).toContain(row.cv_name);
  });

  it("answers 404 for another user's application and changes nothing", async () => {
    const stranger = await createUser(server);
    const other = new TestClient(server.url);
    await actingAs(server, other, stranger);
    const before = await application();
    const filesBefore = await storedCvs();
    const response = await upload(other, applicationId, 'evil.pdf', makePdf());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    expect(await application()).toEqual(before);
    expect(await storedCvs()).toEqual(filesBefore);
  });

  it('answers 404 for an unknown or malformed application id, like for a foreign one', async () => {
    const filesBefore = await storedCvs();
    for (const id of ['6f1c2d8e-0a8b-4c39-9d57-1e2f3a4b5c6d', 'not-a-uuid', "' or 1=1 --"]) {
      const response = await upload(client, id, 'cv.pdf', makePdf());
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    }
    expect(await storedCvs()).toEqual(filesBefore);
    expect((await application()).cv_path).toBeNull();
  });

  it.each([
    ['HTML named .pdf', 'cv.pdf', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['a PDF named .png', 'cv.png', () => makePdf()],
    ['a PNG named .pdf', 'cv.pdf', () => makePng()],
    ['a JPEG named .docx', 'cv.docx', () => makeJpeg(20, 20)],
    ['a zip without word/document.xml named .docx', 'cv.docx', () => makeZip({ '[Content_Types].xml': '<Types/>', 'x.txt': 'x' })],
    ['a DOCX named .doc', 'cv.doc', () => makeDocx()],
    ['a PDF named .exe', 'cv.exe', () => makePdf()],
    ['a PDF without extension', 'cv', () => makePdf()],
    ['plain text', 'cv.txt', () => Buffer.from('Rami Saleh, tutor')],
  ] as const)('refuses %s with 422 and changes nothing', async (_label, name, make) => {
    const filesBefore = await storedCvs();
    const response = await upload(client, applicationId, name, await make());
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: TYPE_MESSAGE, code: 'uploads.file_type', errors: { cv: [TYPE_MESSAGE] } });
    expect((await application()).cv_path).toBeNull();
    expect(await storedCvs()).toEqual(filesBefore);
  });

  it("accepts a file of exactly 5 MB and refuses one byte more with Laravel's message", async () => {
    const pdf = makePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES - pdf.length, 0x20)]);
    expect((await upload(client, applicationId, 'big.pdf', exact)).status).toBe(200);
    const kept = await application();
    const filesBefore = await storedCvs();
    expect(filesBefore).toContain(kept.cv_path!.slice('cvs/'.length));
    const over = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES - pdf.length + 1, 0x20)]);
    const response = await upload(client, applicationId, 'bigger.pdf', over);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: SIZE_MESSAGE, code: 'uploads.too_large', errors: { cv: [SIZE_MESSAGE] } });
    expect(await application()).toEqual(kept);
    expect(await storedCvs()).toEqual(filesBefore);
  });

  it('refuses a file sent under another field name, a missing file and a missing application id', async () => {
    const wrongField = await upload(client, applicationId, 'cv.pdf', makePdf(), 'file');
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ cv: ['The cv field is required.'] });
    const empty = await upload(client, applicationId, 'cv.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ cv: ['The cv field is required.'] });
    const noId = await client.post('/api/upload-cv', multipart({}, { field: 'cv', name: 'cv.pdf', bytes: makePdf() }));
    expect(noId.status).toBe(422);
    expect(noId.body.errors).toEqual({ application_id: ['The application id field is required.'] });
    expect((await application()).cv_path).toBeNull();
  });

  it('answers 400 to a truncated multipart body, changing nothing', async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="application_id"\r\n\r\n${applicationId}\r\n--b\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4`;
    const response = await client.post('/api/upload-cv', body, { 'Content-Type': 'multipart/form-data; boundary=b' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The multipart body is malformed.', code: 'http.multipart_malformed' });
    expect((await application()).cv_path).toBeNull();
  });

  it('refuses two files in one request and a JSON body', async () => {
    const form = multipart({ application_id: applicationId }, { field: 'cv', name: 'a.pdf', bytes: makePdf() });
    form.append('cv', new Blob([new Uint8Array(makePdf())]), 'b.pdf');
    const two = await client.post('/api/upload-cv', form);
    expect(two.status).toBe(413);
    const json = await client.post('/api/upload-cv', { application_id: applicationId, cv: 'cv.pdf' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({ message: 'The request is not multipart/form-data.', code: 'http.not_multipart' });
    expect((await application()).cv_path).toBeNull();
  });

  it('answers 401 to a guest and 419 without the CSRF header, changing nothing', async () => {
    const guest = new TestClient(server.url);
    await guest.csrf();
    expect((await upload(guest, applicationId, 'cv.pdf', makePdf())).status).toBe(401);
    const form = multipart({ application_id: applicationId }, { field: 'cv', name: 'cv.pdf', bytes: makePdf() });
    const noToken = await client.post('/api/upload-cv', form, { 'X-XSRF-TOKEN': '' });
    expect(noToken.status).toBe(419);
    expect((await application()).cv_path).toBeNull();
  });

  it('allows 20 CV uploads per user per hour, then answers 429 and changes nothing', async () => {
    const applicant = new TestClient(server.url);
    await actingAs(server, applicant, await createUser(server));
    const saved = await applicant.post('/api/save-join-team', {
      name: 'Lina',
      email: 'lina@example.com',
      phone: '03 123 456',
      age: 20,
      university: 'LU',
      year: 2,
      coursesToGive: [],
      whereYouSeeYourself: 'Teaching.',
      cv: 'cv.pdf',
      pay: 10,
      goodTutor: 'Care.',
    });
    expect(saved.status).toBe(201);
    for (let i = 0; i < 20; i++) expect((await upload(applicant, saved.body.id, 'cv.pdf', makePdf())).status).toBe(200);
    const kept = (await application(saved.body.id)).cv_path;
    const files = await storedCvs();
    const refused = await upload(applicant, saved.body.id, 'cv.pdf', makePdf());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    expect((await application(saved.body.id)).cv_path).toBe(kept);
    expect(await storedCvs()).toEqual(files);
  });
});
