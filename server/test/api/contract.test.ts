import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { makeJpeg, makePdf, multipart } from '../fixtures/files.ts';
import { pathOf, resetCodeIn, verificationLinkIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * SPEC section 7 replayed call by call, in the order a user's day brings them, with exactly the
 * payloads the spec lists (nothing added), through a client that behaves like the SPA: a cookie
 * jar, X-XSRF-TOKEN from the XSRF-TOKEN cookie on writes, csrf-cookie before the calls the spec
 * says it precedes. Each step asserts the field the SPA reads from the answer.
 */
let smtp: TestSmtpServer;
let server: TestServer;
let spa: TestClient;

const email = `contract-${randomUUID().slice(0, 8)}@example.com`;
const password = 'contract-password-1';
const newPassword = 'contract-password-2';
const resetPassword = 'contract-password-3';

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url });
  spa = new TestClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

/** The next e-mail to `to` whose subject matches (other notices may arrive in between). */
async function mailMatching(to: string, subject: RegExp) {
  for (;;) {
    const mail = await smtp.readEmail(to);
    if (subject.test(mail.subject)) return mail;
  }
}

describe("SPEC section 7, every call with the spec's payload", () => {
  it('GET /sanctum/csrf-cookie (none) -> the XSRF-TOKEN cookie', async () => {
    const response = await spa.get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(spa.xsrfToken).toBeTruthy();
  });

  it('POST /register {name, email, password, password_confirmation}', async () => {
    const response = await spa.post('/register', { name: 'Contract Student', email, password, password_confirmation: password });
    expect(response.status, response.text).toBeLessThan(300);
  });

  it('POST /api/check-email-verified {email} -> boolean verified', async () => {
    const response = await spa.post('/api/check-email-verified', { email });
    expect(response.status).toBe(200);
    expect(response.body.verified).toBe(false);
  });

  it('POST /api/resend-verification {email}', async () => {
    await spa.csrf();
    const response = await spa.post('/api/resend-verification', { email });
    expect(response.status, response.text).toBeLessThan(300);
  });

  it('the e-mailed link verifies the address; check-email-verified then answers true', async () => {
    const mail = await mailMatching(email, /verify/i);
    const link = await new TestClient(server.url).get(pathOf(verificationLinkIn(mail.text)));
    expect(link.status).toBe(302);
    expect((await spa.post('/api/check-email-verified', { email })).body.verified).toBe(true);
  });

  it('POST /logout (empty) -> success, or 401 counted as already logged out', async () => {
    const response = await spa.post('/logout');
    expect([204, 401]).toContain(response.status);
  });

  it('GET /api/user (none) -> 401 when signed out', async () => {
    expect((await spa.get('/api/user')).status).toBe(401);
  });

  it('POST /login {email, password} -> 204; csrf-cookie refreshed; GET /api/user -> name, email, email_verified_at', async () => {
    await spa.csrf();
    const login = await spa.post('/login', { email, password });
    expect(login.status).toBe(204);
    await spa.csrf();
    const user = await spa.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ name: 'Contract Student', email, email_verified_at: expect.any(String) });
  });

  it('GET /api/tutors (none) -> list of tutors', async () => {
    const response = await spa.get('/api/tutors');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('POST /api/ratings {type, subject_id, rating, feedback} for a course and a tutor', async () => {
    const tutors = (await spa.get('/api/tutors')).body as Array<{ id: number | string }>;
    for (const payload of [
      { type: 'course', subject_id: 1, rating: 5, feedback: 'Clear lectures.' },
      { type: 'tutor', subject_id: tutors[0]!.id, rating: 4, feedback: null },
    ]) {
      await spa.csrf();
      const response = await spa.post('/api/ratings', payload);
      expect(response.status, `${JSON.stringify(payload)}: ${response.text}`).toBeLessThan(300);
    }
  });

  // The 'product' subject_id item of issue 8 belongs to orders-server; this passes once it is merged.
  it.each([
    ['a number', 1],
    ['a string', 'platform'],
    ['null', null],
  ])(
    'POST /api/ratings {type: product, subject_id: %s, rating, feedback} (issue 8 product item, orders-server)',
    async (_label, subjectId) => {
      await spa.csrf();
      const response = await spa.post('/api/ratings', { type: 'product', subject_id: subjectId, rating: 5, feedback: 'Great platform.' });
      expect(response.status, response.text).toBeLessThan(300);
    },
  );

  it('PUT /api/user/name {name} -> field name', async () => {
    const response = await spa.put('/api/user/name', { name: 'Contract Renamed' });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Contract Renamed');
  });

  // SPEC: {password} alone. Fixed by hardening-auth in parallel; passes once it is merged.
  it('PUT /api/user/password {password} alone -> field password read (issue 8 item, hardening-auth)', async () => {
    const response = await spa.put('/api/user/password', { password: newPassword });
    expect(response.status, response.text).toBe(200);
  });

  it('POST /api/user/profile-picture multipart {image} -> field image_url', async () => {
    await spa.csrf();
    const response = await spa.post(
      '/api/user/profile-picture',
      multipart({}, { field: 'image', name: 'me.jpg', bytes: await makeJpeg(120, 90) }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body.image_url).toMatch(/^http:\/\/localhost:3000\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
  });

  it('DELETE /api/user/profile-picture (none) -> picture cleared', async () => {
    await spa.csrf();
    const response = await spa.delete('/api/user/profile-picture');
    expect(response.status).toBe(200);
    expect((await spa.get('/api/user')).body.image ?? null).toBeNull();
  });

  let applicationId: string;
  it('POST /api/save-join-team {id, user_id, submitted_at, ...fields, cv: file name} (SPEC section 3)', async () => {
    applicationId = randomUUID();
    const response = await spa.post('/api/save-join-team', {
      id: applicationId,
      user_id: 1,
      submitted_at: new Date().toISOString(),
      name: 'Contract Renamed',
      email,
      phone: '70 123 456',
      age: 21,
      university: 'Lebanese University',
      year: 3,
      coursesToGive: ['CSVT B1100 SEM1'],
      whereYouSeeYourself: 'Teaching.',
      cv: 'my cv.pdf',
      pay: 15,
      otherCourses: '',
      goodTutor: 'Patience.',
    });
    expect(response.status, response.text).toBeLessThan(300);
  });

  it('POST /api/upload-cv multipart {cv, application_id} with the id the client generated', async () => {
    const response = await spa.post(
      '/api/upload-cv',
      multipart({ application_id: applicationId }, { field: 'cv', name: 'my cv.pdf', bytes: makePdf() }),
    );
    expect(response.status, response.text).toBe(200);
  });

  it('POST /api/forgot-password {email}, POST /api/verify-code {email, code}, POST /api/reset-password {email, password, password_confirmation}', async () => {
    const visitor = new TestClient(server.url);
    await visitor.csrf();
    const forgot = await visitor.post('/api/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const code = resetCodeIn((await mailMatching(email, /reset code/i)).text);
    const verified = await visitor.post('/api/verify-code', { email, code });
    expect(verified.status).toBe(200);
    expect(typeof verified.body.message).toBe('string');
    const reset = await visitor.post('/api/reset-password', { email, password: resetPassword, password_confirmation: resetPassword });
    expect(reset.status).toBe(200);
    expect(typeof reset.body.message).toBe('string');
  });

  it('DELETE /api/user (none) -> account deleted', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/login', { email, password: resetPassword })).status).toBe(204);
    const response = await client.delete('/api/user');
    expect(response.status).toBeLessThan(300);
    expect((await client.get('/api/user')).status).toBe(401);
    const row = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
