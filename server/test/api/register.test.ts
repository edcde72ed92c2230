import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { verify } from '@node-rs/argon2';
import { loadConfig } from '../../src/config.ts';
import { nowIso } from '../../src/db/index.ts';
import { rateLimitKey } from '../../src/lib/limits/rate-limiter.ts';
import { PENDING_ACCOUNT_TTL_MS, prunePendingAccountsOnce } from '../../src/routes/auth/pending-accounts.ts';
import { verificationUrl } from '../../src/routes/auth/verification.ts';
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

const countUsers = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countMail = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let sequence = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: 'Rana Haddad',
    email: `rana${sequence}@example.com`,
    password: 'kitchen-table-42',
    password_confirmation: 'kitchen-table-42',
    ...overrides,
  };
};

async function freshClient() {
  const client = new TestClient(server.url);
  await client.csrf();
  return client;
}

describe('POST /register', () => {
  it('creates an unverified account with an argon2id hash and answers 204', async () => {
    const client = await freshClient();
    const input = registration({ name: '  Rana Haddad  ' });
    const response = await client.post('/register', input);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const user = await server.app.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user.name).toBe('Rana Haddad');
    expect(user.email_verified_at).toBeNull();
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect(user.password).not.toContain(input.password);
  });

  it('stores the e-mail lower-case', async () => {
    const client = await freshClient();
    const response = await client.post('/register', registration({ email: '  Mixed.Case@Example.COM ' }));
    expect(response.status).toBe(204);
    const user = await server.app.db.selectFrom('users').select('email').where('email', '=', 'mixed.case@example.com').executeTakeFirst();
    expect(user).toBeDefined();
    await smtp.readEmail('mixed.case@example.com');
  });

  it('regenerates the session (new id and XSRF-TOKEN) and the old session stops working', async () => {
    const client = await freshClient();
    const oldSession = client.cookies.get('darsak_session')!;
    const oldXsrf = client.cookies.get('XSRF-TOKEN')!;
    const response = await client.post('/register', registration());
    expect(response.status).toBe(204);
    const setCookies = response.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/darsak_session=/);
    expect(setCookies).toMatch(/XSRF-TOKEN=/);
    expect(client.cookies.get('darsak_session')).not.toBe(oldSession);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf);

    const stale = new TestClient(server.url);
    stale.cookies.set('darsak_session', oldSession);
    stale.cookies.set('XSRF-TOKEN', oldXsrf);
    expect((await stale.post('/api/check-email-verified', { email: 'x@example.com' })).status).toBe(419);
  });

  it('does not sign the unverified user in: /api/user stays 401 until login', async () => {
    const client = await freshClient();
    const input = registration();
    expect((await client.post('/register', input)).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('e-mails a verification link that verifies the address', async () => {
    const client = await freshClient();
    const input = registration();
    await client.post('/register', input);
    const mail = await smtp.readEmail(input.email);
    expect(mail.subject).toBe('Verify your Darsak email address');
    expect(mail.from).toBe('Darsak <no-reply@darsak.app>');
    expect(mail.text).toContain('Hello “Rana Haddad”,');
    const link = verificationLinkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/email\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const visit = await new TestClient(server.url).get(pathOf(link));
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('http://localhost:3000/?verified=1');
    const user = await server.app.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });

  it('refuses an e-mail that is taken, whatever its case, and changes nothing', async () => {
    await createUser(server, { email: 'taken@example.com' });
    const before = await countUsers();
    const mailBefore = await countMail();
    const client = await freshClient();
    const sessionBefore = client.cookies.get('darsak_session');
    const response = await client.post('/register', registration({ email: 'TAKEN@Example.com' }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'The email has already been taken.',
      code: 'auth.email_taken',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(await countUsers()).toBe(before);
    expect(await countMail()).toBe(mailBefore);
    expect(client.cookies.get('darsak_session')).toBe(sessionBefore);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('lets only one of two simultaneous registrations of an e-mail through', async () => {
    const a = await freshClient();
    const b = await freshClient();
    const input = registration();
    const before = await countUsers();
    const [first, second] = await Promise.all([
      a.post('/register', input),
      b.post('/register', { ...input, email: input.email.toUpperCase() }),
    ]);
    // Truly at once, the unique index refuses the second (422). One a moment after the other, the
    // second finds the first still unverified and replaces it (204: a new registration replaces a
    // pending one, users.ts replacePendingUser). Either way one account.
    expect([
      [204, 422],
      [204, 204],
    ]).toContainEqual([first.status, second.status].sort());
    expect(await countUsers()).toBe(before + 1);
  });

  it.each([
    [
      'no fields at all',
      { name: undefined, email: undefined, password: undefined, password_confirmation: undefined },
      {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    ],
    ['a blank name', { name: '   ' }, { name: ['The name field is required.'] }],
    ['a name that is not a string', { name: 42 }, { name: ['The name field must be a string.'] }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, { name: ['The name field must not be greater than 100 characters.'] }],
    [
      'a name with a line break',
      { name: 'Rana\nHaddad' },
      { name: ['The name field must not contain line breaks, control characters or text-direction overrides.'] },
    ],
    [
      'a name with a bidi override',
      { name: 'Rana \u202Efdp.exe' },
      { name: ['The name field must not contain line breaks, control characters or text-direction overrides.'] },
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, { email: ['The email field must be a valid email address.'] }],
    ['an e-mail that is not a string', { email: ['a@b.co'] }, { email: ['The email field must be a string.'] }],
    [
      'an e-mail over 255 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      { email: ['The email field must not be greater than 255 characters.'] },
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['The password field must be at least 8 characters.'] },
    ],
    [
      'a confirmation that does not match',
      { password_confirmation: 'something-else' },
      { password: ['The password field confirmation does not match.'] },
    ],
    ['no confirmation', { password_confirmation: undefined }, { password: ['The password field confirmation does not match.'] }],
    [
      'a password that is not a string',
      { password: 12345678, password_confirmation: 12345678 },
      { password: ['The password field must be a string.'] },
    ],
  ])('answers 422 for %s and creates nothing', async (_label, overrides, errors) => {
    const before = await countUsers();
    const mailBefore = await countMail();
    const client = await freshClient();
    const response = await client.post('/register', registration(overrides));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    // Laravel's summary: the first error, then "(and N more errors)".
    expect(response.body.message.startsWith(Object.values(errors)[0]![0]!)).toBe(true);
    expect(await countUsers()).toBe(before);
    expect(await countMail()).toBe(mailBefore);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, creating nothing', async () => {
    const before = await countUsers();
    const client = await freshClient();
    const malformed = await client.post('/register', '{"name": "Rana", "email": ', { 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', code: 'http.invalid_json' });
    const huge = await client.post('/register', registration({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is too large.', code: 'http.too_large' });
    const notObject = await client.post('/register', ['a']);
    expect(notObject.status).toBe(422);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a registration without the CSRF token with 419', async () => {
    const before = await countUsers();
    const client = await freshClient();
    const response = await client.post('/register', registration(), { 'X-XSRF-TOKEN': 'forged' });
    expect(response.status).toBe(419);
    expect(await countUsers()).toBe(before);
  });

  it('allows REGISTER_LIMIT_PER_IP sign-ups per 10 minutes per IP, then 429 with Retry-After and no account', async () => {
    const limited = await startTestServer({ REGISTER_LIMIT_PER_IP: '2' });
    try {
      const client = new TestClient(limited.url);
      await client.csrf();
      expect((await client.post('/register', registration())).status).toBe(204);
      expect((await client.post('/register', registration())).status).toBe(204);
      const blocked = await client.post('/register', registration());
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
      const users = await limited.app.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('lets a lecture hall sign up together: 100 sign-ups from one address within 10 minutes', async () => {
    const hall = await startTestServer({ REGISTER_LIMIT_PER_IP: String(loadConfig({}).registerLimitPerIp) });
    try {
      const client = new TestClient(hall.url);
      await client.csrf();
      const statuses: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const response = await client.post('/register', registration({ email: `hall${i}-${sequence}@example.com` }));
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 204)).toHaveLength(100);
      expect(await hall.app.limiter.attempts(rateLimitKey('register', '127.0.0.1'))).toBe(100);
    } finally {
      await hall.close();
    }
  }, 180_000);

  it('caps one address at ten times REGISTER_LIMIT_PER_IP a day', async () => {
    const limited = await startTestServer({ REGISTER_LIMIT_PER_IP: '2' });
    try {
      for (let i = 0; i < 20; i += 1) await limited.app.limiter.hit(rateLimitKey('register-day', '127.0.0.1'), 86_400);
      const client = new TestClient(limited.url);
      await client.csrf();
      const blocked = await client.post('/register', registration());
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(80_000);
      expect(await limited.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it('allows 3 registrations of one e-mail an hour, then 429 (each one mails that address)', async () => {
    const input = registration();
    for (let i = 0; i < 3; i += 1) expect((await (await freshClient()).post('/register', input)).status).toBe(204);
    const blocked = await (await freshClient()).post('/register', input);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
  });
});

describe('registering an address that was never verified (account pre-hijacking)', () => {
  it('replaces the pending name and password, so the owner holds the account, not whoever came first', async () => {
    const input = registration();
    const attacker = await freshClient();
    expect(
      (
        await attacker.post('/register', {
          ...input,
          name: 'Attacker',
          password: 'attacker-pass-1',
          password_confirmation: 'attacker-pass-1',
        })
      ).status,
    ).toBe(204);
    await smtp.readEmail(input.email);
    const before = await countUsers();
    const owner = await freshClient();
    expect((await owner.post('/register', input)).status).toBe(204);
    expect(await countUsers()).toBe(before);
    const row = await server.app.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(row.name).toBe('Rana Haddad');
    expect(await verify(row.password, 'kitchen-table-42')).toBe(true);
    expect(await verify(row.password, 'attacker-pass-1')).toBe(false);

    const mail = await smtp.readEmail(input.email);
    expect((await new TestClient(server.url).get(pathOf(verificationLinkIn(mail.text)))).status).toBe(302);
    const login = await freshClient();
    expect((await login.post('/login', { email: input.email, password: 'attacker-pass-1' })).status).toBe(422);
    expect((await login.post('/login', { email: input.email, password: input.password })).status).toBe(204);
  });

  it('still refuses a verified address with 422 and changes nothing', async () => {
    const user = await createUser(server, { name: 'Owner' });
    const response = await (await freshClient()).post('/register', registration({ email: user.email, name: 'Intruder' }));
    expect(response.status).toBe(422);
    const row = await server.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Owner');
    expect(row.password).toBe(user.password);
  });

  it('verification signs out every other session of the user', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const other = new TestClient(server.url);
    await actingAs(server, other, user);
    expect((await other.get('/api/user')).status).toBe(200);
    const link = verificationUrl(server.app, user);
    expect((await new TestClient(server.url).get(pathOf(link))).status).toBe(302);
    expect((await other.get('/api/user')).status).toBe(401);
  });
});

describe('pruning accounts never verified', () => {
  it('deletes pending accounts untouched for 7 days, keeps recent and verified ones, and is safe to run twice at once', async () => {
    const old = nowIso(Date.now() - PENDING_ACCOUNT_TTL_MS - 60_000);
    const stale = await createUser(server, { email_verified_at: null });
    const fresh = await createUser(server, { email_verified_at: null });
    const verifiedOld = await createUser(server);
    await server.app.db
      .updateTable('users')
      .set({ updated_at: old, created_at: old })
      .where('id', 'in', [stale.id, verifiedOld.id])
      .execute();
    const [a, b] = await Promise.all([prunePendingAccountsOnce(server.app), prunePendingAccountsOnce(server.app)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const ids = (await server.app.db.selectFrom('users').select('id').execute()).map((r) => Number(r.id));
    expect(ids).not.toContain(Number(stale.id));
    expect(ids).toContain(Number(fresh.id));
    expect(ids).toContain(Number(verifiedOld.id));
  });
});
