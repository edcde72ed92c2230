import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { makePdf, multipart } from '../fixtures/files.ts';

let server: TestServer;
let user: User;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server, { name: 'Nour Haidar' });
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.app.db.deleteFrom('join_team_applications').execute();
  client = new TestClient(server.url);
  await actingAs(server, client, user);
});

const validApplication = () => ({
  name: 'Nour Haidar',
  email: 'nour.haidar@example.com',
  phone: '+961 70 123 456',
  age: 21,
  university: 'Lebanese University',
  year: 3,
  coursesToGive: ['CSVT B1100 SEM1', 'CSVT C1100 SEM1'],
  whereYouSeeYourself: 'Teaching biology to first-year students and later joining a research lab.',
  cv: 'Nour Haidar CV.pdf',
  pay: 15,
  otherCourses: 'Organic chemistry lab',
  goodTutor: 'Patience, clear explanations and plenty of practice questions.',
});

const applications = () => server.app.db.selectFrom('join_team_applications').selectAll().execute();
/**
 * An admin's rejection of the user's pending applications, as the back office writes it: one
 * application at a time (decision 071), so a test that files several rejects each before the next.
 */
const rejectPending = (userId = user.id) =>
  server.app.db
    .updateTable('join_team_applications')
    .set({ status: 'rejected', reviewed_at: new Date().toISOString(), review_reason: 'Test' })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();

describe('POST /api/save-join-team', () => {
  it('stores the application with a server-made UUID, the caller as user and the time, and answers 201', async () => {
    const before = Date.now();
    const response = await client.post('/api/save-join-team', validApplication());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: 'Application saved successfully.' });
    const rows = await applications();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      id: response.body.id,
      user_id: user.id,
      name: 'Nour Haidar',
      email: 'nour.haidar@example.com',
      phone: '+961 70 123 456',
      age: 21,
      university: 'Lebanese University',
      year: 3,
      where_you_see_yourself: 'Teaching biology to first-year students and later joining a research lab.',
      cv_name: 'Nour Haidar CV.pdf',
      cv_path: null,
      cv_mime: null,
      pay: 15,
      other_courses: 'Organic chemistry lab',
      good_tutor: 'Patience, clear explanations and plenty of practice questions.',
    });
    expect(JSON.parse(row.courses_to_give)).toEqual(['CSVT B1100 SEM1', 'CSVT C1100 SEM1']);
    expect(Date.parse(row.submitted_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps the client's UUID as the application id and ignores its user_id and submitted_at (SPEC section 3)", async () => {
    const other = await createUser(server);
    const id = randomUUID();
    const response = await client.post('/api/save-join-team', {
      ...validApplication(),
      id,
      user_id: other.id,
      submitted_at: '2001-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(response.body.id).toBe(id);
    const [row] = await applications();
    expect(row!.id).toBe(id);
    expect(row!.user_id).toBe(user.id);
    expect(row!.submitted_at).not.toBe('2001-01-01T00:00:00.000Z');

    // The spec's second step: the CV goes to that same id.
    const upload = await client.post(
      '/api/upload-cv',
      multipart({ application_id: id }, { field: 'cv', name: 'cv.pdf', bytes: makePdf() }),
    );
    expect(upload.status).toBe(200);
    expect((await applications())[0]!.cv_path).toMatch(/^cvs\//);
  });

  it('stores an upper-case UUID in lower case, and a null id as no id', async () => {
    const id = randomUUID();
    expect((await client.post('/api/save-join-team', { ...validApplication(), id: id.toUpperCase() })).body.id).toBe(id);
    await rejectPending();
    const generated = await client.post('/api/save-join-team', { ...validApplication(), id: null });
    expect(generated.status).toBe(201);
    expect(generated.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['not a UUID', 'application-1'],
    ['a number', 42],
    ['an empty string', ''],
    ['an object', { id: randomUUID() }],
    ['a UUID with extra text', `${randomUUID()}x`],
  ])('answers 422 to an id that is %s, with every other error too, and stores nothing', async (_label, id) => {
    const response = await client.post('/api/save-join-team', { ...validApplication(), id, age: 3 });
    expect(response.status).toBe(422);
    expect(response.body.errors.id).toEqual(['The id field must be a valid UUID.']);
    expect(response.body.errors.age).toBeDefined();
    expect(await applications()).toHaveLength(0);
  });

  it('answers 422 to an id already used, by this user or anyone else, and changes nothing', async () => {
    const id = randomUUID();
    const other = await createUser(server);
    const otherClient = new TestClient(server.url);
    await actingAs(server, otherClient, other);
    expect((await otherClient.post('/api/save-join-team', { ...validApplication(), id })).status).toBe(201);
    // Rejected, so its owner may apply again: the id is what refuses the second one.
    await rejectPending(other.id);
    const before = await applications();

    for (const c of [client, otherClient]) {
      const again = await c.post('/api/save-join-team', { ...validApplication(), name: 'Someone else', id });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({
        message: 'The id has already been taken.',
        code: 'validation.unique',
        errors: { id: ['The id has already been taken.'] },
      });
    }
    expect(await applications()).toEqual(before);
  });

  it('allows 10 applications per user in 24 hours, then answers 429 with Retry-After and stores nothing', async () => {
    // One at a time: each is rejected before the next is filed; the ceiling still counts them all.
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/save-join-team', validApplication())).status).toBe(201);
      await rejectPending();
    }
    const refused = await client.post('/api/save-join-team', validApplication());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await applications()).toHaveLength(10);
    // Another user is not affected.
    const other = new TestClient(server.url);
    await actingAs(server, other, await createUser(server));
    expect((await other.post('/api/save-join-team', validApplication())).status).toBe(201);
  });

  it('trims text, accepts numbers sent as strings, no courses, and stores an empty otherCourses as null', async () => {
    const response = await client.post('/api/save-join-team', {
      ...validApplication(),
      name: '  Nour  ',
      age: '19',
      year: '1',
      pay: '5',
      coursesToGive: [],
      otherCourses: '   ',
    });
    expect(response.status).toBe(201);
    const [row] = await applications();
    expect(row).toMatchObject({ name: 'Nour', age: 19, year: 1, pay: 5, other_courses: null, courses_to_give: '[]' });
  });

  it('accepts the bounds: age 15 and 99, year 1 and 7, pay 5 and 100, every .pdf .doc .docx .jpg .jpeg .png name', async () => {
    const variants = [
      { age: 15, year: 1, pay: 5, cv: 'cv.pdf' },
      { age: 99, year: 7, pay: 100, cv: 'cv.DOC' },
      { cv: 'cv.docx' },
      { cv: 'scan.jpg' },
      { cv: 'scan.JPEG' },
      { cv: 'scan.png' },
    ];
    for (const variant of variants) {
      const response = await client.post('/api/save-join-team', { ...validApplication(), ...variant });
      expect(response.status, JSON.stringify(variant)).toBe(201);
      await rejectPending(); // one at a time (decision 071)
    }
    expect(await applications()).toHaveLength(variants.length);
  });

  const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing name', { name: undefined }, 'name', 'The name field is required.'],
    ['a blank name', { name: '   ' }, 'name', 'The name field is required.'],
    ['a name over 255 characters', { name: 'n'.repeat(256) }, 'name', 'The name field must not be greater than 255 characters.'],
    ['a missing e-mail', { email: '' }, 'email', 'The email field is required.'],
    ['an invalid e-mail', { email: 'nour@' }, 'email', 'The email field must be a valid email address.'],
    ['a missing phone', { phone: undefined }, 'phone', 'The phone field is required.'],
    ['a phone with letters', { phone: '70-ABC-456' }, 'phone', 'The phone field format is invalid.'],
    ['a phone under 6 characters', { phone: '12345' }, 'phone', 'The phone field format is invalid.'],
    ['a phone over 20 characters', { phone: '+961 70 123 456 789 01' }, 'phone', 'The phone field must not be greater than 20 characters.'],
    ['an age of 14', { age: 14 }, 'age', 'The age field must be at least 15.'],
    ['an age of 100', { age: 100 }, 'age', 'The age field must not be greater than 99.'],
    ['an age of 20.5', { age: 20.5 }, 'age', 'The age field must be an integer.'],
    ['a missing age', { age: undefined }, 'age', 'The age field is required.'],
    ['a missing university', { university: '' }, 'university', 'The university field is required.'],
    ['a year of 0', { year: 0 }, 'year', 'The year field must be at least 1.'],
    ['a year of 8', { year: 8 }, 'year', 'The year field must not be greater than 7.'],
    ['a pay of 4', { pay: 4 }, 'pay', 'The pay field must be at least 5.'],
    ['a pay of 101', { pay: 101 }, 'pay', 'The pay field must not be greater than 100.'],
    [
      'an unknown course',
      { coursesToGive: ['CSVT B1100 SEM1', 'CSVT Z9999 SEM1'] },
      'coursesToGive',
      'The selected courses to give is invalid.',
    ],
    ['courses that are not a list', { coursesToGive: 'CSVT B1100 SEM1' }, 'coursesToGive', 'The courses to give field must be an array.'],
    ['a missing whereYouSeeYourself', { whereYouSeeYourself: ' ' }, 'whereYouSeeYourself', 'The where you see yourself field is required.'],
    [
      'a whereYouSeeYourself over 2000 characters',
      { whereYouSeeYourself: 'w'.repeat(2001) },
      'whereYouSeeYourself',
      'The where you see yourself field must not be greater than 2000 characters.',
    ],
    ['a missing cv', { cv: undefined }, 'cv', 'The cv field is required.'],
    ['a cv named .exe', { cv: 'cv.exe' }, 'cv', 'The cv field must be a file of type: pdf, doc, docx, jpg, jpeg, png.'],
    ['a cv without extension', { cv: 'resume' }, 'cv', 'The cv field must be a file of type: pdf, doc, docx, jpg, jpeg, png.'],
    ['a cv name with a folder', { cv: '../../etc/cv.pdf' }, 'cv', 'The cv field format is invalid.'],
    ['a missing pay', { pay: null }, 'pay', 'The pay field is required.'],
    [
      'an otherCourses over 1000 characters',
      { otherCourses: 'o'.repeat(1001) },
      'otherCourses',
      'The other courses field must not be greater than 1000 characters.',
    ],
    ['a missing goodTutor', { goodTutor: '' }, 'goodTutor', 'The good tutor field is required.'],
  ];

  it.each(invalidCases)('refuses %s with 422 and stores nothing', async (_label, change, field, message) => {
    const response = await client.post('/api/save-join-team', { ...validApplication(), ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect(response.body.message).toBe(message);
    expect(await applications()).toHaveLength(0);
  });

  it('lists every failing field in one 422, with Laravel\'s "(and N more errors)" message', async () => {
    const response = await client.post('/api/save-join-team', {});
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['age', 'coursesToGive', 'cv', 'email', 'goodTutor', 'name', 'pay', 'phone', 'university', 'whereYouSeeYourself', 'year'].sort(),
    );
    expect(response.body.message).toBe('The name field is required. (and 10 more errors)');
    expect(await applications()).toHaveLength(0);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const guest = new TestClient(server.url);
    await guest.csrf();
    const response = await guest.post('/api/save-join-team', validApplication());
    expect(response.status).toBe(401);
    expect(await applications()).toHaveLength(0);
  });

  it('accepts a signed-in user whose e-mail is not verified yet', async () => {
    const unverified = await createUser(server, { email_verified_at: null });
    const c = new TestClient(server.url);
    await actingAs(server, c, unverified);
    const response = await c.post('/api/save-join-team', validApplication());
    expect(response.status).toBe(201);
    expect((await applications())[0]!.user_id).toBe(unverified.id);
  });

  it('answers 419 without the CSRF header and stores nothing', async () => {
    const response = await client.post('/api/save-join-team', validApplication(), { 'X-XSRF-TOKEN': 'wrong' });
    expect(response.status).toBe(419);
    expect(await applications()).toHaveLength(0);
  });

  it('answers 400 to malformed JSON and 413 to a body over 1 MB, storing nothing', async () => {
    const malformed = await client.post('/api/save-join-team', '{"name": "Nour", ', { 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', code: 'http.invalid_json' });
    const huge = JSON.stringify({ ...validApplication(), goodTutor: 'g'.repeat(1024 * 1024 + 1) });
    const oversize = await client.post('/api/save-join-team', huge, { 'Content-Type': 'application/json' });
    expect(oversize.status).toBe(413);
    expect(oversize.body).toEqual({ message: 'The request body is too large.', code: 'http.too_large' });
    expect(await applications()).toHaveLength(0);
  });

  it('answers 422 to a JSON body that is not an object', async () => {
    const response = await client.post('/api/save-join-team', '[1,2,3]', { 'Content-Type': 'application/json' });
    expect(response.status).toBe(422);
    expect(await applications()).toHaveLength(0);
  });
});
