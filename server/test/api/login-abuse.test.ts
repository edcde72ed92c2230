import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey, LIMITS } from '../../src/routes/auth/limits.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

/**
 * Login abuse: parallel guesses, lockout by strangers, password spraying and forged client
 * addresses. The test server trusts 127.0.0.1 as its proxy, so each client's address is the
 * X-Forwarded-For it sends, as behind a real nginx.
 */
let server: TestServer;
let direct: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  direct = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await direct.close();
});

let sequence = 0;
/** A client behind the proxy at its own documentation-range address. */
async function clientAt(address = `203.0.113.${(sequence += 1)}`, target = server) {
  const client = new TestClient(target.url);
  await client.csrf();
  const post = client.post;
  client.post = (path, body, headers = {}) => post(path, body, { 'X-Forwarded-For': address, ...headers });
  return client;
}

const wrong = (client: TestClient, email: string) => client.post('/login', { email, password: 'wrong-password' });
const statuses = (responses: Array<{ status: number }>) => responses.map((r) => r.status).sort();

describe('parallel wrong logins', () => {
  it('verify at most 5 of 20 sent at once; the rest are 429 before any argon2 work', async () => {
    const user = await createUser(server);
    const client = await clientAt();
    const responses = await Promise.all(Array.from({ length: 20 }, () => wrong(client, user.email)));
    const counts = statuses(responses);
    expect(counts.filter((s) => s === 422)).toHaveLength(5);
    expect(counts.filter((s) => s === 429)).toHaveLength(15);
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
  });
});

describe('lockout', () => {
  it('does not lock the owner out when a stranger fails from another address', async () => {
    const owner = await createUser(server);
    const stranger = await clientAt();
    for (let i = 0; i < 8; i += 1) await wrong(stranger, owner.email);
    expect((await wrong(stranger, owner.email)).status).toBe(429);
    const own = await clientAt();
    expect((await own.post('/login', { email: owner.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it('stops guessing one account from many addresses at the per-e-mail ceiling', async () => {
    const owner = await createUser(server);
    for (let i = 0; i < LIMITS.loginEmail.max; i += 1) await server.app.limiter.hit(limitKey(LIMITS.loginEmail, owner.email), 3600);
    const response = await wrong(await clientAt(), owner.email);
    expect(response.status).toBe(429);
    expect(response.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });
});

describe('password spraying', () => {
  it('refuses an address past its ceiling across e-mails, and no other address', async () => {
    const address = '198.51.100.77';
    const key = limitKey(LIMITS.loginAddress, address);
    for (let i = 0; i < LIMITS.loginAddress.max; i += 1) await server.app.limiter.hit(key, LIMITS.loginAddress.decaySeconds);
    const sprayer = await clientAt(address);
    expect((await wrong(sprayer, `nobody-${sequence}@example.com`)).status).toBe(429);
    const user = await createUser(server);
    expect((await (await clientAt()).post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it('counts only failures in the end: a classroom signing in from one address costs nothing', async () => {
    const address = '198.51.100.78';
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(server);
      const student = await clientAt(address);
      expect((await wrong(student, user.email)).status).toBe(422);
      expect((await student.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
    }
    expect(await server.app.limiter.attempts(limitKey(LIMITS.loginAddress, address))).toBe(3);
  });
});

describe('client addresses', () => {
  it('with TRUST_PROXY unset, a forged X-Forwarded-For does not change the throttle key', async () => {
    const user = await createUser(direct);
    const client = new TestClient(direct.url);
    await client.csrf();
    for (let i = 0; i < 5; i += 1) {
      const forged = { 'X-Forwarded-For': `192.0.2.${i + 1}` };
      expect((await client.post('/login', { email: user.email, password: 'wrong-password' }, forged)).status).toBe(422);
    }
    expect(
      (await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD }, { 'X-Forwarded-For': '192.0.2.99' })).status,
    ).toBe(429);
    expect(await direct.app.limiter.attempts(limitKey(LIMITS.loginPair, user.email, '127.0.0.1'))).toBe(6);
  });

  it('behind one proxy (TRUST_PROXY=1), the key is the address the proxy appended, whatever the client forged', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const user = await createUser(proxied);
      const client = new TestClient(proxied.url);
      await client.csrf();
      for (let i = 0; i < 5; i += 1) {
        // The client's own header, then what the proxy appends: the real address.
        const header = { 'X-Forwarded-For': `192.0.2.${i + 1}, 203.0.113.200` };
        expect((await client.post('/login', { email: user.email, password: 'wrong-password' }, header)).status).toBe(422);
      }
      expect(await proxied.app.limiter.attempts(limitKey(LIMITS.loginPair, user.email, '203.0.113.200'))).toBe(5);
      expect(
        (await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD }, { 'X-Forwarded-For': '192.0.2.50, 203.0.113.200' }))
          .status,
      ).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
