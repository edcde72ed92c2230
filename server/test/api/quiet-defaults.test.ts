import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { rateLimitKey } from '../../src/lib/limits/rate-limiter.ts';
import { ORDER_LOOKUP_MISSES } from '../../src/routes/orders/index.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { placeOrder } from '../helpers/shop.ts';

/**
 * Issue 22, point 6 (decision 073): the local conveniences listen on loopback only; TRUST_PROXY
 * refuses ranges that cover the internet; sessions have an absolute lifetime beside the sliding
 * one; the admin command refuses an unverified account; order look-ups are throttled per address.
 */
afterEach(() => {
  vi.useRealTimers();
});

describe('HOST', () => {
  it('is loopback while the development mailbox or the demo account is on, 0.0.0.0 otherwise', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' }).host).toBe('localhost');
    expect(loadConfig({ SEED_DEMO_DATA: 'true' }).host).toBe('localhost');
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.11' }).host).toBe('10.0.0.11');
  });

  it('may name another loopback address with them, and nothing else', () => {
    for (const HOST of ['127.0.0.1', '::1', '[::1]', 'localhost']) expect(loadConfig({ DEV_MAILBOX: 'true', HOST }).host).toBe(HOST);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'darsak.example']) {
      expect(() => loadConfig({ DEV_MAILBOX: 'true', SEED_DEMO_DATA: 'true', HOST })).toThrow(
        new RegExp(`HOST: ${HOST.replace(/[.[\]]/g, '\\$&')} would let other machines reach DEV_MAILBOX and SEED_DEMO_DATA`),
      );
    }
    expect(() => loadConfig({ SEED_DEMO_DATA: 'true', HOST: '0.0.0.0' })).toThrow(ConfigError);
  });

  it('makes `npm start` on localhost listen where only this machine reaches it', async () => {
    const server = await startTestServer({ DEV_MAILBOX: 'true' });
    try {
      expect(server.config.host).toBe('localhost');
    } finally {
      await server.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1',
    '128.0.0.0/1',
    '1.0.0.0/8',
    '11.0.0.0/7',
    '::/0',
    '2000::/3',
    '::ffff:0.0.0.0/96',
    '10.0.0.1,0.0.0.0/1',
  ])('refuses %s: it covers the internet, not proxies', (TRUST_PROXY) => {
    expect(() => loadConfig({ TRUST_PROXY })).toThrow(/TRUST_PROXY: .* covers the internet, not your proxies/);
  });

  it.each([
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['172.16.0.0/12,192.168.0.0/16', ['172.16.0.0/12', '192.168.0.0/16']],
    ['100.64.0.0/10', ['100.64.0.0/10']],
    ['fc00::/7', ['fc00::/7']],
    ['104.16.0.0/13,2a06:98c0::/29', ['104.16.0.0/13', '2a06:98c0::/29']],
    ['203.0.113.7', ['203.0.113.7']],
    ['loopback', ['loopback']],
  ])("accepts %s (private ranges, or public ones as narrow as a CDN's)", (TRUST_PROXY, expected) => {
    expect(loadConfig({ TRUST_PROXY }).trustProxy).toEqual(expected);
  });
});

describe('sessions end SESSION_MAX_DAYS after their sign-in however active they stay', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A sliding lifetime of ten days, so only the absolute one can end the session here.
    server = await startTestServer({ SESSION_MAX_DAYS: '2', SESSION_LIFETIME_MINUTES: String(10 * 24 * 60) });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps an active session up to its absolute lifetime, never slides the cookie past it, then ends it', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    const login = await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(204);
    // The cookie lives to the absolute end (2 days), not the sliding one (10 days).
    const maxAge = Number(/darsak_session=[^;]+; Max-Age=(\d+)/.exec(login.headers.getSetCookie().join('\n'))?.[1]);
    expect(maxAge).toBeGreaterThan(2 * 86_400 - 5);
    expect(maxAge).toBeLessThanOrEqual(2 * 86_400);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const hours of [10, 25, 40, 47]) {
      vi.setSystemTime(start + hours * 3600_000);
      const read = await client.get('/api/user');
      expect(read.status, `${hours} h`).toBe(200);
      // Nothing to slide: its expiry is already the absolute end.
      expect(read.headers.getSetCookie()).toEqual([]);
    }
    vi.setSystemTime(start + 48 * 3600_000 + 1000);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ends a session saved with a longer expiry (before the setting) at its absolute end all the same', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
    const key = server.app.sessionKey(client.cookies.get('darsak_session')!);
    const stored = (await server.app.sessionStore.get(key))!;
    await server.app.sessionStore.save(key, stored.data, {
      userId: Number(user.id),
      ip: null,
      userAgent: null,
      expiresAt: Date.now() + 9 * 86_400_000,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 49 * 3600_000);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(await server.app.sessionStore.get(key)).toBeNull();
  });

  it('starts again at a new sign-in', async () => {
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 47 * 3600_000);
    await client.csrf(); // the anonymous session from before
    expect((await client.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(204);
    vi.setSystemTime(start + 60 * 3600_000);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('the admin command', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses to make an unverified account an admin, and changes nothing', async () => {
    const pending = await createUser(server, { email_verified_at: null });
    const result = await runAdminCommand(server.app.db, ['grant', pending.email]);
    expect(result.code).toBe(1);
    expect(result.message).toBe(
      `${pending.email} has not verified its e-mail address: open the link of the verification e-mail first, then grant again.`,
    );
    const row = await server.app.db.selectFrom('users').select('role').where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
    const verified = await createUser(server);
    expect((await runAdminCommand(server.app.db, ['grant', verified.email])).code).toBe(0);
  });
});

describe('order look-ups by reference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answer 429 past 100 misses in 10 minutes from one address; one's own orders never count", async () => {
    const from = { 'X-Forwarded-For': '198.51.100.60' };
    const buyer = new TestClient(server.url);
    const order = await placeOrder(buyer, [1]);
    for (let i = 0; i < 50; i += 1) expect((await buyer.get(`/api/orders/${order.reference}`, from)).status).toBe(200);
    const walker = new TestClient(server.url);
    for (let i = 0; i < ORDER_LOOKUP_MISSES.max; i += 1) {
      expect(
        (
          await walker.get(
            `/api/orders/DRS-${String(100_000 + i)
              .slice(-6)
              .replace(/[01]/g, '2')}`,
            from,
          )
        ).status,
      ).toBe(404);
    }
    const blocked = await walker.get('/api/orders/DRS-AAAAAA', from);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    // Another address is not held.
    expect((await walker.get('/api/orders/DRS-AAAAAA', { 'X-Forwarded-For': '198.51.100.61' })).status).toBe(404);
    expect(await server.app.limiter.attempts(rateLimitKey('order-lookups', '198.51.100.60'))).toBe(ORDER_LOOKUP_MISSES.max + 1);
  });
});
