import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemoUsers } from '../../src/db/seeds/users.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { pathOf, resetCodeIn, verificationLinkIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

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

describe('the account journey of the SPA', () => {
  it('signs up, waits for verification, is verified by the e-mailed link, logs out and in, resets the password', async () => {
    const email = 'journey@example.com';
    const browser = new TestClient(server.url);
    await browser.csrf();
    expect(
      (await browser.post('/register', { name: 'Journey', email, password: 'first-password', password_confirmation: 'first-password' }))
        .status,
    ).toBe(204);

    // The sign-up overlay polls while the user opens the mail on the phone.
    expect((await browser.post('/api/check-email-verified', { email })).body).toEqual({ verified: false });
    const phone = new TestClient(server.url);
    const verify = await phone.get(pathOf(verificationLinkIn((await smtp.readEmail(email)).text)));
    expect(verify.headers.get('location')).toBe('http://localhost:3000/?verified=1');
    expect((await browser.post('/api/check-email-verified', { email })).body).toEqual({ verified: true });
    // Verified: the SPA now signs in with the credentials the student typed.
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.post('/login', { email, password: 'first-password' })).status).toBe(204);
    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email_verified_at).not.toBeNull();

    expect((await browser.post('/logout')).status).toBe(204);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.post('/login', { email, password: 'first-password' })).status).toBe(204);
    expect((await browser.post('/logout')).status).toBe(204);

    // Forgot password → code from the mail → reset → log in with the new password.
    expect((await browser.post('/api/forgot-password', { email })).status).toBe(200);
    const code = resetCodeIn((await smtp.readEmail(email)).text);
    expect((await browser.post('/api/verify-code', { email, code })).body).toEqual({ message: 'Code verified!' });
    expect(
      (await browser.post('/api/reset-password', { email, password: 'second-password', password_confirmation: 'second-password' })).status,
    ).toBe(200);
    expect((await browser.post('/login', { email, password: 'first-password' })).status).toBe(422);
    expect((await browser.post('/login', { email, password: 'second-password' })).status).toBe(204);
    expect((await browser.get('/api/user')).body.email).toBe(email);
  });
});

describe('the demo account', () => {
  it('is seeded verified, can log in, and seeding again changes nothing', async () => {
    await seedDemoUsers(server.app.db);
    const first = await server.app.db.selectFrom('users').selectAll().where('email', '=', DEMO_USER.email).executeTakeFirstOrThrow();
    await seedDemoUsers(server.app.db);
    const rows = await server.app.db.selectFrom('users').selectAll().where('email', '=', DEMO_USER.email).execute();
    expect(rows).toEqual([first]);
    expect(first.email_verified_at).not.toBeNull();
    expect(DEMO_USER).toMatchObject({ email: 'demo@darsak.app', password: 'darsak-demo-2026' });
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/login', { email: 'demo@darsak.app', password: 'darsak-demo-2026' })).status).toBe(204);
  });
});

describe('bad input on every account endpoint', () => {
  const endpoints: Array<[string, string]> = [
    ['POST', '/register'],
    ['POST', '/login'],
    ['POST', '/api/check-email-verified'],
    ['POST', '/api/resend-verification'],
    ['POST', '/api/forgot-password'],
    ['POST', '/api/verify-code'],
    ['POST', '/api/reset-password'],
    ['PUT', '/api/user/name'],
    ['PUT', '/api/user/password'],
  ];

  /** Every table these endpoints write, and the signed-in user's row. */
  const snapshot = async (userId: number) => {
    const db = server.app.db;
    const count = async (table: 'users' | 'mail_outbox' | 'password_reset_codes' | 'rate_limits') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      users: await count('users'),
      outbox: await count('mail_outbox'),
      codes: await count('password_reset_codes'),
      limits: await count('rate_limits'),
      user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    };
  };

  it.each(endpoints)(
    '%s %s answers malformed, oversized, non-object and mistyped bodies with 4xx JSON and changes nothing',
    async (method, path) => {
      const user = await createUser(server, { name: 'Unchanged' });
      const client = new TestClient(server.url);
      await actingAs(server, client, user);
      const before = await snapshot(Number(user.id));
      const cases: Array<[unknown, Record<string, string>, number]> = [
        ['{"email": "a@b.co", ', { 'Content-Type': 'application/json' }, 400],
        [JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(1024 * 1024 + 10) }), { 'Content-Type': 'application/json' }, 413],
        ['[1, 2, 3]', { 'Content-Type': 'application/json' }, 422],
        ['null', { 'Content-Type': 'application/json' }, 422],
        ['email=a@b.co', { 'Content-Type': 'text/plain' }, 422],
        [{ email: { $ne: null }, name: ['x'], password: true, code: 1, password_confirmation: true }, {}, 422],
      ];
      for (const [body, headers, status] of cases) {
        const response = await client.request(method, path, body, headers);
        expect(response.status, `${method} ${path} with ${String(body).slice(0, 30)}`).toBe(status);
        expect(typeof response.body.message).toBe('string');
      }
      expect(await snapshot(Number(user.id))).toEqual(before);
      expect((await client.get('/api/user')).status).toBe(200);
    },
  );
});
