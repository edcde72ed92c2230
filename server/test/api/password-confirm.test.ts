import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

/**
 * Laravel's password.confirm (issue 22, point 4; decision 073): changing the password and deleting
 * the account need the password confirmed in this session within PASSWORD_TIMEOUT seconds (a
 * login counts), else 423; POST /user/confirm-password confirms it, throttled like login.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const REQUIRED = { message: 'Password confirmation required.', code: 'auth.password_confirmation_required' };
const NEW_PASSWORD = 'a-brand-new-password';

async function loggedIn(email: string) {
  const client = new TestClient(server.url);
  await client.csrf();
  expect((await client.post('/login', { email, password: DEFAULT_PASSWORD })).status).toBe(204);
  await client.csrf();
  return client;
}

/** A session signed in 3 hours and a second ago (past the default PASSWORD_TIMEOUT of 10800 s). */
async function stale() {
  const user = await createUser(server);
  const client = new TestClient(server.url);
  await actingAs(server, client, user, { passwordConfirmedAt: Date.now() - 10_801_000 });
  return { user, client };
}

describe("a login counts as a confirmation (the spec's client keeps working)", () => {
  it('PUT /api/user/password {password} right after POST /login', async () => {
    const user = await createUser(server);
    const client = await loggedIn(user.email);
    expect((await client.put('/api/user/password', { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('DELETE /api/user right after POST /login', async () => {
    const user = await createUser(server);
    const client = await loggedIn(user.email);
    expect((await client.delete('/api/user')).status).toBe(204);
    expect(await server.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it('for PASSWORD_TIMEOUT seconds: 10800 by default', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await actingAs(server, client, user, { passwordConfirmedAt: Date.now() - 10_790_000 });
    expect((await client.put('/api/user/password', { password: NEW_PASSWORD })).status).toBe(200);
    await actingAs(server, client, user, { passwordConfirmedAt: Date.now() - 10_801_000 });
    const late = await client.put('/api/user/password', { password: `${NEW_PASSWORD}-2` });
    expect(late.status).toBe(423);
    expect(late.body).toEqual(REQUIRED);
  });
});

describe('without a recent confirmation', () => {
  it('answers 423 to a password change and to an account deletion, and changes nothing', async () => {
    const { user, client } = await stale();
    const change = await client.put('/api/user/password', { password: NEW_PASSWORD });
    expect(change.status).toBe(423);
    expect(change.body).toEqual(REQUIRED);
    const remove = await client.delete('/api/user');
    expect(remove.status).toBe(423);
    expect(remove.body).toEqual(REQUIRED);
    const row = await server.app.db.selectFrom('users').select('password').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password).toBe(user.password);
  });

  it('answers 423 before the body is read (as the middleware runs before the form request)', async () => {
    const { client } = await stale();
    expect((await client.put('/api/user/password', { password: 'x' })).status).toBe(423);
  });

  it('leaves the other profile writes alone', async () => {
    const { client } = await stale();
    expect((await client.put('/api/user/name', { name: 'Still Me' })).status).toBe(200);
  });
});

describe('POST /user/confirm-password', () => {
  it('confirms with the right password (201), and the change and the deletion then go through', async () => {
    const { user, client } = await stale();
    const confirmed = await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD });
    expect(confirmed.status).toBe(201);
    expect(confirmed.text).toBe('');
    expect((await client.put('/api/user/password', { password: NEW_PASSWORD })).status).toBe(200);
    expect((await client.delete('/api/user')).status).toBe(204);
    expect(await server.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it("answers a wrong password with Fortify's 422 under password, and confirms nothing", async () => {
    const { client } = await stale();
    const wrong = await client.post('/user/confirm-password', { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      message: 'The provided password was incorrect.',
      code: 'auth.password_incorrect',
      errors: { password: ['The provided password was incorrect.'] },
    });
    expect((await client.delete('/api/user')).status).toBe(423);
    const missing = await client.post('/user/confirm-password', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });
  });

  it('is throttled like login: the sixth try in a minute is 429 with Retry-After, even the right password', async () => {
    const { client } = await stale();
    for (let i = 0; i < 5; i += 1) expect((await client.post('/user/confirm-password', { password: 'not-my-password' })).status).toBe(422);
    const blocked = await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.body.errors.password).toEqual([`Too many login attempts. Please try again in ${seconds} seconds.`]);
    expect((await client.delete('/api/user')).status).toBe(423);
  });

  it('needs a signed-in session (401) and the CSRF token (419)', async () => {
    const anonymous = new TestClient(server.url);
    await anonymous.csrf();
    expect((await anonymous.post('/user/confirm-password', { password: DEFAULT_PASSWORD })).status).toBe(401);
    const { client } = await stale();
    expect((await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD }, { 'X-XSRF-TOKEN': 'forged' })).status).toBe(419);
  });

  it('is in the OpenAPI document, and the two writes document their 423', async () => {
    const document = (await new TestClient(server.url).get('/api/openapi.json')).body;
    expect(document.paths['/user/confirm-password'].post.responses['201']).toBeDefined();
    expect(document.paths['/api/user/password'].put.responses['423'].description).toContain('auth.password_confirmation_required');
    expect(document.paths['/api/user'].delete.responses['423']).toBeDefined();
  });
});

describe('PASSWORD_TIMEOUT', () => {
  it('sets how long a confirmation lasts', async () => {
    const short = await startTestServer({ PASSWORD_TIMEOUT: '60' });
    try {
      const user = await createUser(short);
      const client = new TestClient(short.url);
      await actingAs(short, client, user, { passwordConfirmedAt: Date.now() - 61_000 });
      expect((await client.delete('/api/user')).status).toBe(423);
      expect((await client.post('/user/confirm-password', { password: DEFAULT_PASSWORD })).status).toBe(201);
      expect((await client.delete('/api/user')).status).toBe(204);
    } finally {
      await short.close();
    }
  });
});
