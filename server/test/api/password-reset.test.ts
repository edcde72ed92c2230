import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_CODE_ALPHABET, RESET_CODE_TTL_MS } from '@darsak/common';
import { nowIso } from '../../src/db/index.ts';
import { limitKey, LIMITS } from '../../src/routes/auth/limits.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { resetCodeIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  // 127.0.0.1 is trusted as the proxy: a client's X-Forwarded-For is its address (a stranger elsewhere).
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const SENT = { message: 'If an account exists for that email, a reset code has been sent.' };
const NEW_PASSWORD = 'a-whole-new-secret';

async function freshClient() {
  const client = new TestClient(server.url);
  await client.csrf();
  return client;
}

/** A client at another address (behind the trusted proxy). */
async function clientAt(address: string) {
  const client = await freshClient();
  const post = client.post;
  client.post = (path, body, headers = {}) => post(path, body, { 'X-Forwarded-For': address, ...headers });
  return client;
}

/** Asks for a code and reads it from the e-mail. */
async function requestCode(client: TestClient, email: string) {
  const response = await client.post('/api/forgot-password', { email });
  expect(response.status).toBe(200);
  expect(response.body).toEqual(SENT);
  return resetCodeIn((await smtp.readEmail(email)).text);
}

const wrongCodeFor = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

const codeRow = (email: string) =>
  server.app.db.selectFrom('password_reset_codes').selectAll().where('email', '=', email).executeTakeFirst();
const passwordOf = async (user: User) =>
  (await server.app.db.selectFrom('users').select('password').where('id', '=', user.id).executeTakeFirstOrThrow()).password;

describe('POST /api/forgot-password', () => {
  it('e-mails a 6-character code and stores only its hash, valid for 10 minutes', async () => {
    const user = await createUser(server, { name: 'Maya' });
    const client = await freshClient();
    const before = Date.now();
    const response = await client.post('/api/forgot-password', { email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SENT);
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('Your Darsak password reset code');
    expect(mail.text).toContain('Hello “Maya”,');
    const code = resetCodeIn(mail.text);
    expect(code).toHaveLength(6);
    for (const c of code) expect(RESET_CODE_ALPHABET).toContain(c);
    expect(mail.html).toContain(code);

    const row = (await codeRow(user.email))!;
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = Date.parse(row.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(RESET_CODE_TTL_MS - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(RESET_CODE_TTL_MS + 5_000);
  });

  it('answers an unknown e-mail exactly the same and sends nothing', async () => {
    const client = await freshClient();
    const response = await client.post('/api/forgot-password', { email: 'nobody-at-all@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SENT);
    await server.app.mailer.idle();
    expect(smtp.received.some((m) => m.envelopeTo.includes('nobody-at-all@example.com'))).toBe(false);
    const queued = await server.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'nobody-at-all@example.com')
      .execute();
    expect(queued).toEqual([]);
  });

  it('takes about as long for an unknown e-mail as for an account', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(server)));
    const client = await freshClient();
    const time = async (email: string) => {
      const start = performance.now();
      expect((await client.post('/api/forgot-password', { email })).status).toBe(200);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(users[i]!.email));
      unknown.push(await time(`ghost-timing-${i}@example.com`));
    }
    // Both are held to the same minimum (100 ms).
    for (const t of [...known, ...unknown]) expect(t).toBeGreaterThanOrEqual(95);
    for (const u of users) await smtp.readEmail(u.email);
  });

  it("lets no stranger cancel the owner's code or use it: a code works only in the browser that asked for it", async () => {
    const user = await createUser(server);
    const owner = await clientAt('203.0.113.10');
    const mine = await requestCode(owner, user.email);
    const stranger = await clientAt('198.51.100.20');
    const theirs = [await requestCode(stranger, user.email), await requestCode(stranger, user.email)];
    // Each browser holds its newest code only; the owner's is still there.
    expect(await server.app.db.selectFrom('password_reset_codes').select('id').where('email', '=', user.email).execute()).toHaveLength(2);
    // The owner's code is nothing in the stranger's browser, and the stranger's mailed codes nothing in the owner's.
    expect((await stranger.post('/api/verify-code', { email: user.email, code: mine })).status).toBe(mine === theirs[1] ? 200 : 422);
    for (const code of theirs)
      if (code !== mine) expect((await owner.post('/api/verify-code', { email: user.email, code })).status).toBe(422);
    expect((await owner.post('/api/verify-code', { email: user.email, code: mine })).status).toBe(200);
    expect((await owner.post('/api/verify-code', { email: user.email, code: mine })).status).toBe(422);
  });

  it('answers 429 with Retry-After once strangers asked 3 codes for the e-mail in 10 minutes, for any address alike', async () => {
    const user = await createUser(server);
    for (const [i, email] of [user.email, 'ghost-busy@example.com'].entries()) {
      for (let n = 0; n < 3; n += 1)
        expect((await (await clientAt(`198.51.100.${40 + i * 10 + n}`)).post('/api/forgot-password', { email })).status).toBe(200);
      const fourth = await (await clientAt(`198.51.100.${49 + i * 10}`)).post('/api/forgot-password', { email });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(fourth.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    }
    for (let n = 0; n < 3; n += 1) await smtp.readEmail(user.email);
  });

  it('answers 422 for a missing or invalid e-mail and stores nothing', async () => {
    const client = await freshClient();
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const response = await client.post('/api/forgot-password', body);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['email']);
    }
    const malformed = await client.post('/api/forgot-password', '{"email"', { 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(await codeRow('not-an-email')).toBeUndefined();
  });

  it('allows 3 requests per 10 minutes per e-mail, then 429 with Retry-After', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    for (let i = 0; i < 3; i += 1) await requestCode(client, user.email);
    const blocked = await client.post('/api/forgot-password', { email: user.email });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(500);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    await server.app.mailer.idle();
    expect(smtp.unread(user.email)).toEqual([]);
  });
});

describe('POST /api/verify-code', () => {
  it('accepts the right code once and marks this session for the reset', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const code = await requestCode(client, user.email);
    const response = await client.post('/api/verify-code', { email: user.email, code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Code verified!' });
    expect(await codeRow(user.email)).toBeUndefined();
    const reused = await client.post('/api/verify-code', { email: user.email, code });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      message: 'The code is invalid.',
      code: 'reset.code_invalid',
      errors: { code: ['The code is invalid.'] },
    });
  });

  it('accepts the code in lower case and with spaces around it', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const code = await requestCode(client, user.email);
    expect((await client.post('/api/verify-code', { email: user.email, code: ` ${code.toLowerCase()} ` })).status).toBe(200);
  });

  it('answers a wrong code with 422 and counts the try for this address; the right code gives it back', async () => {
    const user = await createUser(server);
    const client = await clientAt('203.0.113.11');
    const code = await requestCode(client, user.email);
    const response = await client.post('/api/verify-code', { email: user.email, code: wrongCodeFor(code) });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'The code is invalid.',
      code: 'reset.code_invalid',
      errors: { code: ['The code is invalid.'] },
    });
    const address = limitKey(LIMITS.verifyAddress, '203.0.113.11');
    expect(await server.app.limiter.attempts(address)).toBe(1);
    expect((await client.post('/api/verify-code', { email: user.email, code })).status).toBe(200);
    expect(await server.app.limiter.attempts(address)).toBe(1);
  });

  it("burns this browser's code at its fifth wrong try: then 429, even for the right code, until a new code is asked for", async () => {
    const user = await createUser(server);
    const client = await clientAt('203.0.113.12');
    const code = await requestCode(client, user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/verify-code', { email: user.email, code: wrongCodeFor(code) })).body.message).toBe(
        'The code is invalid.',
      );
    }
    expect(await codeRow(user.email)).toBeUndefined();
    const sixth = await client.post('/api/verify-code', { email: user.email, code });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      message: 'Too many wrong attempts. Please request a new code.',
      code: 'reset.code_too_many_attempts',
      errors: { code: ['Too many wrong attempts. Please request a new code.'] },
    });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(
      (await client.post('/api/reset-password', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(403);
    // A new code gets five tries of its own.
    const fresh = await requestCode(client, user.email);
    expect((await client.post('/api/verify-code', { email: user.email, code: fresh })).status).toBe(200);
  });

  it("does not let a stranger's wrong codes burn the owner's code or block it", async () => {
    const user = await createUser(server);
    const owner = await clientAt('203.0.113.13');
    const code = await requestCode(owner, user.email);
    const stranger = await clientAt('198.51.100.21');
    for (let i = 0; i < 6; i += 1) await stranger.post('/api/verify-code', { email: user.email, code: wrongCodeFor(code) });
    expect((await stranger.post('/api/verify-code', { email: user.email, code: wrongCodeFor(code) })).status).toBe(429);
    for (let a = 0; a < 12; a += 1) {
      const other = await clientAt(`198.51.100.${100 + a}`);
      for (let i = 0; i < 5; i += 1) await other.post('/api/verify-code', { email: user.email, code: wrongCodeFor(code) });
    }
    expect((await owner.post('/api/verify-code', { email: user.email, code })).status).toBe(200);
  });

  it('refuses the right code from any browser but the one that asked for it', async () => {
    const user = await createUser(server);
    const owner = await clientAt('203.0.113.14');
    const code = await requestCode(owner, user.email);
    const elsewhere = await clientAt('203.0.113.14');
    expect((await elsewhere.post('/api/verify-code', { email: user.email, code })).status).toBe(422);
    expect((await owner.post('/api/verify-code', { email: user.email, code })).status).toBe(200);
  });

  it('answers an expired code with 422 and the expiry message', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const code = await requestCode(client, user.email);
    await server.app.db
      .updateTable('password_reset_codes')
      .set({ expires_at: nowIso(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    const response = await client.post('/api/verify-code', { email: user.email, code });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'The code has expired. Please request a new one.',
      code: 'reset.code_expired',
      errors: { code: ['The code has expired. Please request a new one.'] },
    });
    expect(
      (await client.post('/api/reset-password', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(403);
  });

  it('behaves alike for an address with no account (no enumeration)', async () => {
    const client = await freshClient();
    const ghost = 'ghost-verify@example.com';
    const user = await createUser(server);
    await client.post('/api/forgot-password', { email: ghost });
    const code = await requestCode(client, user.email);
    const answers = async (email: string) => {
      const list = [];
      for (let i = 0; i < 5; i += 1) list.push((await client.post('/api/verify-code', { email, code: wrongCodeFor(code) })).body);
      return list;
    };
    expect(await answers(ghost)).toEqual(await answers(user.email));
  });

  it('answers 422 for missing fields or a code longer than 6 characters', async () => {
    const client = await freshClient();
    const missing = await client.post('/api/verify-code', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['The email field is required.'], code: ['The code field is required.'] });
    const long = await client.post('/api/verify-code', { email: 'a@example.com', code: 'ABCDEFG' });
    expect(long.body.errors).toEqual({ code: ['The code field must not be greater than 6 characters.'] });
    const number = await client.post('/api/verify-code', { email: 'a@example.com', code: 123456 });
    expect(number.body.errors).toEqual({ code: ['The code field must be a string.'] });
  });

  it('allows 5 wrong tries per 10 minutes per e-mail and browser, then 429', async () => {
    const client = await freshClient();
    const email = 'ghost-throttle@example.com';
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/verify-code', { email, code: 'AAAAAA' })).status).toBe(422);
    const blocked = await client.post('/api/verify-code', { email, code: 'AAAAAA' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/reset-password', () => {
  async function verifiedClient(user: User) {
    const client = await freshClient();
    const code = await requestCode(client, user.email);
    expect((await client.post('/api/verify-code', { email: user.email, code })).status).toBe(200);
    return client;
  }

  it("tells the owner by e-mail that the password was reset, and clears the account's login lockout", async () => {
    const user = await createUser(server, { name: 'Maya' });
    for (let i = 0; i < LIMITS.loginEmail.max; i += 1) await server.app.limiter.hit(limitKey(LIMITS.loginEmail, user.email), 3600);
    const client = await verifiedClient(user);
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
    expect(
      (await client.post('/api/reset-password', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(200);
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('Your Darsak password was reset');
    expect(mail.text).toContain('Hello Maya,');
    expect(mail.text).toContain('was just reset with a code sent to this address');
    expect(mail.text).not.toContain(NEW_PASSWORD);
    expect((await client.post('/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('sets the new password, signs out every session of the user and answers 200', async () => {
    const user = await createUser(server);
    const phone = new TestClient(server.url);
    await actingAs(server, phone, user);
    const client = await verifiedClient(user);
    const response = await client.post('/api/reset-password', {
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password reset successful! You can now log in.' });
    expect(await verify(await passwordOf(user), NEW_PASSWORD)).toBe(true);
    expect((await phone.get('/api/user')).status).toBe(401);

    const login = await freshClient();
    expect((await login.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(422);
    expect((await login.post('/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('can be used once: the flag is cleared', async () => {
    const user = await createUser(server);
    const client = await verifiedClient(user);
    const body = { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await client.post('/api/reset-password', body)).status).toBe(200);
    const again = await client.post('/api/reset-password', {
      ...body,
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(again.status).toBe(403);
    expect(await verify(await passwordOf(user), NEW_PASSWORD)).toBe(true);
  });

  it('refuses with 403 once the verified code would have expired (10 minutes)', async () => {
    const user = await createUser(server);
    const client = await verifiedClient(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RESET_CODE_TTL_MS + 1000);
      const body = { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      const response = await client.post('/api/reset-password', body);
      expect(response.status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect(await passwordOf(user)).toBe(user.password);
  });

  it('refuses with 403 without a verified code, for another e-mail or from another session', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const body = (email: string) => ({ email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    const stranger = await freshClient();
    const none = await stranger.post('/api/reset-password', body(user.email));
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ message: 'Please verify your reset code first.', code: 'reset.not_verified' });
    const client = await verifiedClient(user);
    expect((await client.post('/api/reset-password', body(other.email))).status).toBe(403);
    expect(await passwordOf(user)).toBe(user.password);
    expect(await passwordOf(other)).toBe(other.password);
  });

  it('marks an unverified address verified: the code proved the mailbox', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const client = await verifiedClient(user);
    expect(
      (await client.post('/api/reset-password', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(200);
    const row = await server.app.db.selectFrom('users').select('email_verified_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it.each([
    ['missing', {}, { password: ['The password field is required.'] }],
    ['short', { password: 'short', password_confirmation: 'short' }, { password: ['The password field must be at least 8 characters.'] }],
    [
      'unconfirmed',
      { password: NEW_PASSWORD, password_confirmation: 'different-one' },
      { password: ['The password field confirmation does not match.'] },
    ],
  ])('answers 422 when the password is %s and keeps the old one (and the flag)', async (_label, fields, errors) => {
    const user = await createUser(server);
    const client = await verifiedClient(user);
    const response = await client.post('/api/reset-password', { email: user.email, ...fields });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect(await passwordOf(user)).toBe(user.password);
    expect(
      (await client.post('/api/reset-password', { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('allows 5 tries per 10 minutes per e-mail, then 429', async () => {
    const client = await freshClient();
    const body = { email: 'ghost-reset@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 5; i += 1) expect((await client.post('/api/reset-password', body)).status).toBe(403);
    const blocked = await client.post('/api/reset-password', body);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
