import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { pathOf, resetCodeIn } from '../helpers/mail.ts';
import { signedInClient } from '../helpers/shop.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';
import { makePdf, multipart } from '../fixtures/files.ts';

/**
 * Issue 22, point 5 (decision 073): text that reaches other people's inboxes and screens. Control
 * and bidi characters are refused in every free-text field (taken out of file names); the
 * verification e-mail says plainly that someone used the address and offers "This was not me";
 * names in e-mails to unverified addresses are inert.
 */
let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const RLO = '\u202E';
const unsafe = (field: string) => ({
  code: 'text.unsafe_characters',
  errors: {
    [field]: [
      `The ${field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} field must not contain control characters or text-direction overrides.`,
    ],
  },
});

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rami Saleh',
  email: 'rami@example.com',
  phone: '03 123 456',
  age: 22,
  university: 'AUB',
  year: 4,
  coursesToGive: ['MISPE M1100 SEM1'],
  whereYouSeeYourself: 'Teaching maths.\nThen research.',
  cv: 'rami.pdf',
  pay: 20,
  goodTutor: 'Clarity.',
  ...overrides,
});

describe('free text refuses control and bidi characters', () => {
  it.each([
    ['name', { name: `Maya ${RLO}gnp.exe` }],
    ['subject', { subject: 'Paying\u0007 by OMT' }],
    ['subject', { subject: 'Two\nlines' }],
    ['message', { message: `A question about ${RLO}the plans, please.` }],
    ['message', { message: 'An escape \u001b[31m sequence in the text.' }],
  ])('contact: %s', async (field, change) => {
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await client.post('/api/contact', {
      name: 'Maya',
      email: 'maya@example.com',
      subject: 'Plans',
      message: 'A question about the plans.',
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject(unsafe(field));
  });

  it('contact: keeps the line breaks of a message', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    expect(
      (
        await client.post('/api/contact', {
          name: 'Maya',
          email: 'maya@example.com',
          subject: 'Plans',
          message: 'Line one\r\nLine two\n\n\tindented',
        })
      ).status,
    ).toBe(202);
  });

  it('rating feedback: refused with a bidi override, kept with line breaks and Arabic direction marks', async () => {
    const { client } = await signedInClient(server);
    const bad = await client.post('/api/ratings', { type: 'course', subject_id: 2, rating: 4, feedback: `Great ${RLO}course` });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject(unsafe('feedback'));
    const good = await client.post('/api/ratings', {
      type: 'course',
      subject_id: 2,
      rating: 4,
      feedback: 'شرح واضح\u200F (B1100)\nThank you',
    });
    expect(good.status).toBe(201);
  });

  it.each([['name'], ['university'], ['whereYouSeeYourself'], ['goodTutor'], ['otherCourses']])('tutor application: %s', async (field) => {
    const { client } = await signedInClient(server);
    const response = await client.post('/api/save-join-team', {
      id: randomUUID(),
      ...application({ [field]: `Text with ${RLO}an override` }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject(unsafe(field));
  });

  it('file names: control and bidi characters are taken out, not refused (the application and the CV are kept)', async () => {
    const { client, user } = await signedInClient(server);
    const saved = await client.post('/api/save-join-team', { id: randomUUID(), ...application({ cv: `cv${RLO}fdp.exe.pdf` }) });
    expect(saved.status).toBe(201);
    const uploaded = await client.post(
      '/api/upload-cv',
      multipart({ application_id: saved.body.id }, { field: 'cv', name: `my\u0007 cv${RLO}fdp.pdf`, bytes: makePdf() }),
    );
    expect(uploaded.status).toBe(200);
    const row = await server.app.db
      .selectFrom('join_team_applications')
      .select('cv_name')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.cv_name).toBe('my cvfdp.pdf');
  });

  it("an admin's reason, which reaches the applicant's inbox", async () => {
    const admin = await signedInClient(server, { role: 'admin' });
    const { client } = await signedInClient(server);
    const saved = await client.post('/api/save-join-team', { id: randomUUID(), ...application() });
    const response = await admin.client.post(`/api/admin/applications/${saved.body.id}/reject`, { reason: `Not now${RLO}` });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject(unsafe('reason'));
  });
});

describe('the verification e-mail, to an address that may never have asked', () => {
  async function register(name = 'Maya Haddad') {
    const email = `maybe-not-${randomUUID().slice(0, 8)}@example.com`;
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await client.post('/register', { name, email, password: 'a-long-password', password_confirmation: 'a-long-password' });
    expect(response.status).toBe(204);
    const mail = await smtp.readEmail(email);
    const notMe = /https?:\/\/\S+\/email\/not-me\/\S+/.exec(mail.text)?.[0];
    return { email, mail, notMe: pathOf(notMe!) };
  }
  const userRow = (email: string) =>
    server.app.db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', email).executeTakeFirst();

  it('says plainly that someone signed up with the address, and offers "This was not me"', async () => {
    const { mail } = await register();
    expect(mail.text).toContain('Someone signed up to Darsak with this email address. If it was you, confirm the address');
    expect(mail.text).toContain('If it was not you, nobody can use the account until the address is confirmed.');
    expect(mail.html).toContain('>This was not me</a>');
  });

  it('"This was not me" opens a page that removes nothing; its button removes the pending account', async () => {
    const { email, notMe } = await register();
    const browser = new TestClient(server.url);
    const page = await browser.get(notMe, { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/);
    expect(page.text).toContain('Remove this account?');
    expect(page.text).toContain(email);
    expect(await userRow(email)).toBeDefined();
    const token = /name="_token" value="([^"]+)"/.exec(page.text)![1]!;
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    expect(action).toBe(notMe);

    const posted = await browser.post(action, new URLSearchParams({ _token: token }).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain('The account was removed');
    expect(await userRow(email)).toBeUndefined();
    // Again: nothing left.
    const again = await browser.get(notMe);
    expect(again.text).toContain('Nothing to remove');
  });

  it("checks the form's CSRF token: missing or wrong is 419, and the account stays", async () => {
    const { email, notMe } = await register();
    const browser = new TestClient(server.url);
    await browser.get(notMe);
    for (const body of ['', '_token=forged']) {
      const response = await browser.post(notMe, body, { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(419);
    }
    // A JSON body is held to the header, as on every other write.
    expect((await browser.post(notMe, { _token: 'forged' }, { 'X-XSRF-TOKEN': 'forged' })).status).toBe(419);
    expect(await userRow(email)).toBeDefined();
  });

  it('keeps an account whose address was verified meanwhile, and refuses a changed or expired link', async () => {
    const { email, notMe } = await register();
    const browser = new TestClient(server.url);
    const page = await browser.get(notMe);
    const token = /name="_token" value="([^"]+)"/.exec(page.text)![1]!;
    await server.app.db.updateTable('users').set({ email_verified_at: nowIso() }).where('email', '=', email).execute();
    const posted = await browser.post(notMe, `_token=${encodeURIComponent(token)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain('This address was already confirmed');
    expect(await userRow(email)).toBeDefined();

    const changed = notMe.replace(/signature=[0-9a-f]/, (m) => `${m.slice(0, -1)}${m.endsWith('0') ? '1' : '0'}`);
    expect((await browser.get(changed)).status).toBe(403);
    const expired = notMe.replace(/expires=\d+/, 'expires=1000');
    expect((await browser.get(expired)).status).toBe(403); // a changed expiry breaks the signature
  });

  it("answers in the reader's language", async () => {
    const { notMe } = await register();
    const page = await new TestClient(server.url).get(notMe, { 'Accept-Language': 'ar' });
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('حذف هذا الحساب؟');
  });
});

describe('names in e-mails to unverified addresses show no links', () => {
  const NAME = 'Win a prize at win.example/now or mail me@evil.example: http://x.example';

  it('the verification e-mail writes the name inert, in the text and the HTML', async () => {
    const email = `inert-${randomUUID().slice(0, 8)}@example.com`;
    const client = new TestClient(server.url);
    await client.csrf();
    await client.post('/register', { name: NAME, email, password: 'a-long-password', password_confirmation: 'a-long-password' });
    const mail = await smtp.readEmail(email);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('win.example');
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('http://x');
    }
    expect(mail.text).toContain('win\u2024example\u2215now');
  });

  it('the reset code e-mail too while the address is unverified; once verified the name is as typed', async () => {
    const pending = await createUser(server, { name: NAME, email_verified_at: null });
    const verified = await createUser(server, { name: NAME });
    for (const user of [pending, verified]) {
      const client = new TestClient(server.url);
      await client.csrf();
      expect((await client.post('/api/forgot-password', { email: user.email })).status).toBe(200);
    }
    const toPending = await smtp.readEmail(pending.email);
    expect(resetCodeIn(toPending.text)).toHaveLength(6);
    expect(toPending.text).not.toContain('win.example');
    const toVerified = await smtp.readEmail(verified.email);
    expect(toVerified.text).toContain('win.example/now');
  });
});

describe('a signed-in session', () => {
  it('is not needed to open "This was not me" (it may be opened in any browser)', async () => {
    const someone = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, someone);
    expect((await client.get('/email/not-me/1/0000000000000000000000000000000000000000?expires=1&signature=x')).status).toBe(403);
  });
});
