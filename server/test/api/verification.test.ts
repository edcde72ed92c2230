import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CHECK_INTERVAL_MS } from '@darsak/common';
import { signPath } from '../../src/lib/security/signed-url.ts';
import { limitKey, LIMITS } from '../../src/routes/auth/limits.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { pathOf, verificationLinkIn } from '../helpers/mail.ts';
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

let sequence = 0;
/** Registers through the API; answers the signed-in client and the e-mailed link. */
async function signUp() {
  sequence += 1;
  const email = `verify${sequence}@example.com`;
  const client = new TestClient(server.url);
  await client.csrf();
  const response = await client.post('/register', {
    name: 'Omar',
    email,
    password: 'kitchen-table-42',
    password_confirmation: 'kitchen-table-42',
  });
  expect(response.status).toBe(204);
  const link = verificationLinkIn((await smtp.readEmail(email)).text);
  return { client, email, link };
}

const verifiedAt = async (email: string) =>
  (await server.app.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow())
    .email_verified_at;

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

describe('GET /email/verify/:id/:hash', () => {
  it('verifies without any session and redirects to APP_URL/?verified=1', async () => {
    const { email, link } = await signUp();
    const stranger = new TestClient(server.url); // no cookies at all: another browser
    const response = await stranger.get(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?verified=1');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await verifiedAt(email)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('is idempotent: a second click redirects again and keeps the first time', async () => {
    const { email, link } = await signUp();
    await new TestClient(server.url).get(pathOf(link));
    const first = await verifiedAt(email);
    const again = await new TestClient(server.url).get(pathOf(link));
    expect(again.status).toBe(302);
    expect(await verifiedAt(email)).toBe(first);
  });

  it('answers a tampered signature with a 403 page and verifies nothing', async () => {
    const { email, link } = await signUp();
    const tampered = link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const response = await new TestClient(server.url).get(pathOf(tampered));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toContain('This verification link is invalid');
    expect(response.text).toContain('href="http://localhost:3000/"');
    expect(await verifiedAt(email)).toBeNull();
  });

  it('refuses a link whose id was changed to another user', async () => {
    const { link } = await signUp();
    const other = await createUser(server, { email_verified_at: null });
    const moved = link.replace(/\/email\/verify\/\d+\//, `/email/verify/${other.id}/`);
    expect((await new TestClient(server.url).get(pathOf(moved))).status).toBe(403);
    expect(await verifiedAt(other.email)).toBeNull();
  });

  it('refuses a link without a signature, with a longer expiry, or malformed parts', async () => {
    const { email, link } = await signUp();
    const url = new URL(link);
    const client = new TestClient(server.url);
    expect((await client.get(url.pathname)).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await client.get(pathOf(later.toString()))).status).toBe(403);
    expect((await client.get(`/email/verify/abc/${'0'.repeat(40)}${url.search}`)).status).toBe(403);
    expect((await client.get(`${url.pathname}?expires=soon&signature=${'0'.repeat(64)}`)).status).toBe(403);
    expect((await client.get(`${url.pathname}?expires=1&expires=2&signature=x`)).status).toBe(403);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('answers a validly signed link for an unknown user with 403', async () => {
    const path = `/email/verify/999999/${sha1('ghost@example.com')}`;
    const response = await new TestClient(server.url).get(signPath(server.config.sessionSecret, path, 60_000));
    expect(response.status).toBe(403);
  });

  it('answers an expired link with a 410 page and verifies nothing', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const path = `/email/verify/${user.id}/${sha1(user.email)}`;
    const expired = signPath(server.config.sessionSecret, path, 60 * 60_000, Date.now() - 2 * 60 * 60_000);
    const response = await new TestClient(server.url).get(expired);
    expect(response.status).toBe(410);
    expect(response.text).toContain('This verification link has expired');
    expect(response.text).toContain('<a href="http://localhost:3000/">');
    expect(await verifiedAt(user.email)).toBeNull();
  });

  it('answers a link signed with another secret with 403', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const path = `/email/verify/${user.id}/${sha1(user.email)}`;
    const forged = signPath('another-secret-that-is-at-least-32-chars', path, 60_000);
    expect((await new TestClient(server.url).get(forged)).status).toBe(403);
    expect(await verifiedAt(user.email)).toBeNull();
  });
});

describe('POST /api/check-email-verified', () => {
  it('has a per-address ceiling far above a lecture hall polling every 5 s', async () => {
    expect(LIMITS.checkVerifiedAddress.max).toBeGreaterThanOrEqual(100 * (60_000 / VERIFICATION_CHECK_INTERVAL_MS) * 2);
    const key = limitKey(LIMITS.checkVerifiedAddress, '127.0.0.1');
    for (let i = 0; i < LIMITS.checkVerifiedAddress.max; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => server.app.limiter.hit(key, LIMITS.checkVerifiedAddress.decaySeconds)));
    }
    const client = new TestClient(server.url);
    await client.csrf();
    const blocked = await client.post('/api/check-email-verified', { email: 'x@example.com' });
    expect(blocked.status).toBe(429);
    await server.app.limiter.clear(key);
  });

  it('answers false, then true once the address this session registered is verified', async () => {
    const { client, email, link } = await signUp();
    expect((await client.post('/api/check-email-verified', { email })).body).toEqual({ verified: false });
    await new TestClient(server.url).get(pathOf(link));
    const answer = await client.post('/api/check-email-verified', { email: email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ verified: true });
  });

  it("answers false for any address that is not this session's own, even a verified one", async () => {
    const verified = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/api/check-email-verified', { email: verified.email })).body).toEqual({ verified: false });
    expect((await client.post('/api/check-email-verified', { email: 'nobody@example.com' })).body).toEqual({ verified: false });
  });

  it("answers true for the signed-in user's own verified address", async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user);
    expect((await client.post('/api/check-email-verified', { email: user.email })).body).toEqual({ verified: true });
    expect((await client.post('/api/check-email-verified', { email: other.email })).body).toEqual({ verified: false });
  });

  it.each([
    ['missing', {}, 'The email field is required.', 'validation.required'],
    ['invalid', { email: 'nope' }, 'The email field must be a valid email address.', 'validation.email'],
    ['not a string', { email: 7 }, 'The email field must be a string.', 'validation.string'],
  ])("answers 422 when the e-mail is %s, with the rule's code beside the message", async (_label, body, message, code) => {
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await client.post('/api/check-email-verified', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message,
      code,
      params: { attribute: 'email' },
      errors: { email: [message] },
      error_codes: { email: [{ code, params: { attribute: 'email' } }] },
    });
  });
});

describe('POST /api/resend-verification', () => {
  const SAME_ANSWER = { message: 'If your account exists and is not verified, a new verification link has been sent.' };

  it('e-mails a new working link to an unverified account', async () => {
    const { client, email } = await signUp();
    const response = await client.post('/api/resend-verification', { email });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(SAME_ANSWER);
    const link = verificationLinkIn((await smtp.readEmail(email)).text);
    expect((await new TestClient(server.url).get(pathOf(link))).status).toBe(302);
    expect(await verifiedAt(email)).not.toBeNull();
  });

  it('answers the same for a verified account and an unknown address, and sends nothing', async () => {
    const verified = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    const countMail = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countMail();
    const a = await client.post('/api/resend-verification', { email: verified.email });
    const b = await client.post('/api/resend-verification', { email: 'nobody-here@example.com' });
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(SAME_ANSWER);
    expect(b.body).toEqual(SAME_ANSWER);
    expect(await countMail()).toBe(before);
  });

  it('allows 3 requests per 10 minutes per address, then answers 429 with Retry-After', async () => {
    const { client, email } = await signUp();
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/resend-verification', { email })).status).toBe(202);
    const blocked = await client.post('/api/resend-verification', { email });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    // Three links were sent (plus the one from registering), not four.
    for (let i = 0; i < 3; i += 1) await smtp.readEmail(email);
    await server.app.mailer.idle();
    expect(smtp.unread(email)).toEqual([]);
  });

  it('caps one e-mail at 10 links a day from all addresses (mail bombing), not other e-mails', async () => {
    const { email } = await signUp();
    for (let i = 0; i < LIMITS.resendEmail.max; i += 1)
      await server.app.limiter.hit(limitKey(LIMITS.resendEmail, email), LIMITS.resendEmail.decaySeconds);
    const elsewhere = new TestClient(server.url);
    await elsewhere.csrf();
    const blocked = await elsewhere.post('/api/resend-verification', { email });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(80_000);
    const other = await signUp();
    expect((await elsewhere.post('/api/resend-verification', { email: other.email })).status).toBe(202);
    await smtp.readEmail(other.email);
  });

  it('answers 422 for a missing or invalid e-mail', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/api/resend-verification', {})).status).toBe(422);
    expect((await client.post('/api/resend-verification', { email: 'x@' })).status).toBe(422);
  });
});
