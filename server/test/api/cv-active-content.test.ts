import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { cvActiveContent } from '../../src/lib/files/active-content.ts';
import { compoundFileEntries } from '../../src/lib/files/compound-file.ts';
import { detectCvKind } from '../../src/lib/files/file-checks.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { storedNames } from '../helpers/storage.ts';
import { makeDoc, makeDocx, makePdf, multipart, objectStream } from '../fixtures/files.ts';

/**
 * Issue 22, point 7 (decision 073): CVs that would run or fetch something when an admin opens them
 * are refused with a message naming what to send instead: a .doc with macros, a .docx with macros
 * or a remote template, a PDF with JavaScript or a launch action.
 */
const MACROS = 'The cv file contains macros. Save it as a PDF, or as a .docx without macros, and send that instead.';
const REMOTE =
  'The cv file loads content from the internet (a remote template or a linked object). Save it as a PDF and send that instead.';
const PDF_ACTIVE =
  'The cv file contains JavaScript or an action that starts a program. Print it to a new PDF, or send a .docx, .jpg or .png, instead.';
const UNCHECKED =
  'The cv file could not be checked (it is protected or in an unusual format). Save it again as a plain PDF, or send a .docx, .jpg or .png, instead.';

const javascriptAction = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
const launchAction = '<< /Type /Action /S /Launch /F (cmd.exe) >>';

let server: TestServer;
let owner: User;
let client: TestClient;
let applicationId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
});
afterAll(() => server.close());
beforeEach(async () => {
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
const upload = (name: string, bytes: Buffer) =>
  client.post('/api/upload-cv', multipart({ application_id: applicationId }, { field: 'cv', name, bytes }));

describe('POST /api/upload-cv refuses active content, saying what to send instead', () => {
  it.each([
    ['a legacy .doc with macros', 'cv.doc', () => makeDoc({ macros: true }), 'uploads.cv_macros', MACROS],
    ['a .docx with a VBA project', 'cv.docx', () => makeDocx({ macros: true }), 'uploads.cv_macros', MACROS],
    ['a .docx that loads a remote template', 'cv.docx', () => makeDocx({ remoteTemplate: true }), 'uploads.cv_remote_content', REMOTE],
    [
      'a PDF whose OpenAction runs JavaScript',
      'cv.pdf',
      () => makePdf({ catalog: `/OpenAction ${javascriptAction}` }),
      'uploads.cv_pdf_active',
      PDF_ACTIVE,
    ],
    [
      'a PDF with a document-level script (the Names tree)',
      'cv.pdf',
      () => makePdf({ catalog: '/Names << /JavaScript 4 0 R >>', objects: ['<< /Names [(x) 5 0 R] >>', javascriptAction] }),
      'uploads.cv_pdf_active',
      PDF_ACTIVE,
    ],
    [
      'a PDF with a launch action',
      'cv.pdf',
      () => makePdf({ catalog: `/OpenAction ${launchAction}` }),
      'uploads.cv_pdf_active',
      PDF_ACTIVE,
    ],
    [
      'a PDF naming JavaScript with #xx escapes',
      'cv.pdf',
      () => makePdf({ catalog: '/OpenAction << /S /J#61vaScr#69pt /J#53 (x) >>' }),
      'uploads.cv_pdf_active',
      PDF_ACTIVE,
    ],
    [
      'a PDF hiding its script in a compressed object stream',
      'cv.pdf',
      () => makePdf({ catalog: '/OpenAction 5 0 R', objects: [objectStream([javascriptAction], 5)] }),
      'uploads.cv_pdf_active',
      PDF_ACTIVE,
    ],
    [
      'a PDF whose object stream cannot be read',
      'cv.pdf',
      () => makePdf({ objects: [{ dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', data: Buffer.from('0 0 <<>>') }] }),
      'uploads.cv_unchecked',
      UNCHECKED,
    ],
  ] as const)('%s: 422 with its message, nothing stored', async (_label, name, make, code, message) => {
    const before = await storedCvs();
    const response = await upload(name, make());
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message, code, errors: { cv: [message] }, error_codes: { cv: [{ code }] } });
    expect(await storedCvs()).toEqual(before);
  });

  it.each([
    ['a plain .doc that mentions macros in its text', 'cv.doc', () => makeDoc({ text: 'Skills: Excel Macros, VBA, _VBA_PROJECT' })],
    ['a .docx with a hyperlink to a profile', 'cv.docx', () => makeDocx({ hyperlink: true })],
    ['a .docx stored without compression', 'cv.docx', () => makeDocx({ deflate: false })],
    [
      'a PDF with a link and an object stream of plain objects',
      'cv.pdf',
      () =>
        makePdf({
          catalog: '/OpenAction << /S /URI /URI (https://example.com) >>',
          objects: [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'], 5)],
        }),
    ],
    // A compressed page stream whose bytes happen to spell /JS: page content holds no objects.
    [
      'a PDF whose page content bytes spell /JS',
      'cv.pdf',
      () =>
        makePdf({
          objects: [
            {
              dictionary: '/Filter /FlateDecode',
              data: Buffer.concat([deflateSync(Buffer.from('BT (CV) Tj ET')), Buffer.from(' /JS /Launch ')]),
            },
          ],
        }),
    ],
  ] as const)('accepts %s', async (_label, name, make) => {
    const response = await upload(name, make());
    expect(response.status, response.text).toBe(200);
  });
});

describe('reading the files defensively', () => {
  it("reads a compound file's directory, and refuses a .doc without a WordDocument stream or with a broken directory", async () => {
    expect(compoundFileEntries(makeDoc({ macros: true }))?.map((e) => e.name)).toEqual([
      'Root Entry',
      'WordDocument',
      '1Table',
      'Macros',
      'VBA',
      'dir',
    ]);
    expect(await detectCvKind(makeDoc())).toBe('doc');
    const notWord = makeDoc();
    notWord.write('Workbook\0', 512 * 2 + 128, 'utf16le'); // the second entry renamed: an .xls
    expect(await detectCvKind(notWord)).toBeNull();
    const loop = makeDoc();
    loop.writeUInt32LE(1, 512 + 4); // the directory's chain points at itself
    expect(compoundFileEntries(loop)).toBeNull();
    expect(compoundFileEntries(makeDoc().subarray(0, 700))).toBeNull();
    const badFat = makeDoc();
    badFat.writeUInt32LE(9999, 76);
    expect(compoundFileEntries(badFat)).toBeNull();
  });

  it('judges only the formats that can carry active content', async () => {
    expect(cvActiveContent('png', Buffer.from('/JS'))).toBeNull();
    expect(cvActiveContent('docx', Buffer.from('not a zip'))).toBe('uploads.cv_unchecked');
  });
});
