import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BAD_CREDENTIALS = {
  message: 'These credentials do not match our records.',
  code: 'auth.failed',
  errors: { email: ['These credentials do not match our records.'] },
  error_codes: { email: [{ code: 'auth.failed' }] },
};

async function freshClient() {
  const client = new TestClient(server.url);
  await client.csrf();
  return client;
}

const sessionRows = async (userId: number) =>
  Number(
    (
      await server.app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /login', () => {
  it('signs a verified user in with 204 and GET /api/user answers the user', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const response = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
  });

  it('regenerates the session: new id and XSRF-TOKEN, and the pre-login session is gone', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const before = { session: client.cookies.get('darsak_session')!, xsrf: client.cookies.get('XSRF-TOKEN')! };
    const response = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(client.cookies.get('darsak_session')).not.toBe(before.session);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before.xsrf);

    // Whoever held the pre-login cookie (session fixation) is not signed in and cannot write.
    const fixated = new TestClient(server.url);
    fixated.cookies.set('darsak_session', before.session);
    fixated.cookies.set('XSRF-TOKEN', before.xsrf);
    expect((await fixated.get('/api/user')).status).toBe(401);
    expect((await fixated.post('/logout')).status).toBe(419);
    // The old CSRF token does not work with the new session either.
    expect((await client.post('/logout', undefined, { 'X-XSRF-TOKEN': decodeURIComponent(before.xsrf) })).status).toBe(419);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const response = await client.post('/login', { email: `  ${user.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(204);
  });

  it('answers a wrong password and an unknown e-mail with the same 422 and signs nobody in', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const wrong = await client.post('/login', { email: user.email, password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(BAD_CREDENTIALS);
    const unknown = await client.post('/login', { email: 'nobody@example.com', password: DEFAULT_PASSWORD });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(BAD_CREDENTIALS);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await sessionRows(Number(user.id))).toBe(0);
  });

  it('refuses an unverified e-mail with 403 and does not sign in', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const client = await freshClient();
    const before = client.cookies.get('darsak_session');
    const response = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your email is not verified.', code: 'auth.login_unverified' });
    expect(client.cookies.get('darsak_session')).toBe(before);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await sessionRows(Number(user.id))).toBe(0);
  });

  it('answers 403 for an unverified e-mail only with the right password', async () => {
    const user = await createUser(server, { email_verified_at: null });
    const client = await freshClient();
    const response = await client.post('/login', { email: user.email, password: 'wrong-password' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(BAD_CREDENTIALS);
  });

  it.each([
    ['no fields', {}, { email: ['The email field is required.'], password: ['The password field is required.'] }],
    ['an invalid e-mail', { email: 'nope', password: 'x' }, { email: ['The email field must be a valid email address.'] }],
    ['a numeric password', { email: 'a@example.com', password: 12345678 }, { password: ['The password field must be a string.'] }],
    ['an empty password', { email: 'a@example.com', password: '' }, { password: ['The password field is required.'] }],
  ])('answers 422 for %s', async (_label, body, errors) => {
    const client = await freshClient();
    const response = await client.post('/login', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('answers 400 for malformed JSON and 419 without the CSRF token', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const malformed = await client.post('/login', '{"email":', { 'Content-Type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', code: 'http.invalid_json' });
    const forged = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD }, { 'X-XSRF-TOKEN': 'forged' });
    expect(forged.status).toBe(419);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('POST /logout', () => {
  it('ends the session in the store, starts an anonymous one with a new XSRF-TOKEN, 204', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    const signedIn = { session: client.cookies.get('darsak_session')!, xsrf: client.cookies.get('XSRF-TOKEN')! };
    expect(await sessionRows(Number(user.id))).toBe(server.app.redis ? 0 : 1);

    const response = await client.post('/logout');
    expect(response.status).toBe(204);
    expect(client.cookies.get('darsak_session')).not.toBe(signedIn.session);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(signedIn.xsrf);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await sessionRows(Number(user.id))).toBe(0);
    expect(await server.app.sessionStore.get(server.app.sessionKey(signedIn.session))).toBeNull();

    // The signed-in cookie and token no longer work: 401 to read, 419 to write.
    const old = new TestClient(server.url);
    old.cookies.set('darsak_session', signedIn.session);
    old.cookies.set('XSRF-TOKEN', signedIn.xsrf);
    expect((await old.get('/api/user')).status).toBe(401);
    expect((await old.post('/logout')).status).toBe(419);
    // The old token with the new anonymous session: 419 too.
    expect((await client.post('/logout', undefined, { 'X-XSRF-TOKEN': decodeURIComponent(signedIn.xsrf) })).status).toBe(419);
  });

  it('answers 401 when not signed in', async () => {
    const client = await freshClient();
    const response = await client.post('/logout');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
  });

  it("signs out only this session, not the user's other devices", async () => {
    const user = await createUser(server);
    const phone = new TestClient(server.url);
    await actingAs(server, phone, user);
    const laptop = await freshClient();
    await laptop.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect((await laptop.post('/logout')).status).toBe(204);
    expect((await phone.get('/api/user')).status).toBe(200);
  });
});
