import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/lib/limits/rate-limiter.ts';
import { limitKey, LIMITS, registerAddressLimits } from '../../src/routes/auth/limits.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser } from '../helpers/factories.ts';

/**
 * Per-address limits and IPv6 (issue 22, point 2; decision 073): an IPv6 client is its /64 (one
 * subscriber holds at least that much), and an IPv4-mapped address is its IPv4 address. The test
 * server trusts 127.0.0.1 as its proxy, so each request's address is the X-Forwarded-For it sends.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

async function client() {
  const c = new TestClient(server.url);
  await c.csrf();
  return c;
}
const from = (address: string) => ({ 'X-Forwarded-For': address });
/** The n-th address of a /64: every one different, all in the same network. */
const inNetwork = (prefix: string, n: number) =>
  `${prefix}:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}:${((n * 7919) % 0xffff).toString(16)}:1`;
const hits = (key: string) => server.app.limiter.attempts(key);

describe('orders from one IPv6 /64', () => {
  it('meet the same 429 at the 101st order as 101 orders from one address', async () => {
    const buyer = await client();
    const statuses = async (addressOf: (n: number) => string) => {
      const list: number[] = [];
      for (let n = 0; n <= server.config.orderLimitPerIp; n += 1) {
        list.push((await buyer.post('/api/orders', { course_ids: [1] }, from(addressOf(n)))).status);
      }
      return list;
    };
    const spread = await statuses((n) => inNetwork('2001:db8:a:1', n));
    const single = await statuses(() => '2001:db8:a:2::5');
    const expected = [...Array<number>(server.config.orderLimitPerIp).fill(201), 429];
    expect(spread).toEqual(expected);
    expect(single).toEqual(expected);
    // Another /64 of the same provider is another subscriber.
    expect((await buyer.post('/api/orders', { course_ids: [1] }, from('2001:db8:a:3::1'))).status).toBe(201);
  });

  it('count an IPv4-mapped address as its IPv4 address', async () => {
    const buyer = await client();
    expect((await buyer.post('/api/orders', { course_ids: [2] }, from('::ffff:198.51.100.9'))).status).toBe(201);
    expect((await buyer.post('/api/orders', { course_ids: [2] }, from('198.51.100.9'))).status).toBe(201);
    expect(await hits(rateLimitKey('orders', '198.51.100.9'))).toBe(2);
  });
});

describe('every other per-address limit keys an IPv6 client on its /64', () => {
  const network = '2001:db8:b:1';
  const key64 = `${network}::/64`;
  const address = (n: number) => inNetwork(network, n);

  it('login (failures per address, and per e-mail and address)', async () => {
    const user = await createUser(server);
    const c = await client();
    for (let n = 0; n < 3; n += 1)
      expect((await c.post('/login', { email: user.email, password: 'wrong-password' }, from(address(n)))).status).toBe(422);
    expect(await hits(limitKey(LIMITS.loginAddress, key64))).toBe(3);
    expect(await hits(limitKey(LIMITS.loginPair, user.email, key64))).toBe(3);
  });

  it('sign-up', async () => {
    const c = await client();
    const before = await hits(limitKey(registerAddressLimits(1)[0]!, key64));
    const body = {
      name: 'Rana',
      email: `ipv6-${Date.now()}@example.com`,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    };
    expect((await c.post('/register', body, from(address(10)))).status).toBe(204);
    expect(await hits(limitKey(registerAddressLimits(1)[0]!, key64))).toBe(before + 1);
  });

  it('contact', async () => {
    const c = await client();
    const message = { name: 'Rana', email: 'rana@example.com', subject: 'Hello', message: 'A question about the plans.' };
    expect((await c.post('/api/contact', message, from(address(20)))).status).toBe(202);
    expect((await c.post('/api/contact', message, from(address(21)))).status).toBe(202);
    expect(await hits(rateLimitKey('contact-address', key64))).toBe(2);
  });

  it('forgot-password and verify-code', async () => {
    const c = await client();
    expect((await c.post('/api/forgot-password', { email: 'ipv6-reset@example.com' }, from(address(30)))).status).toBe(200);
    expect(await hits(limitKey(LIMITS.forgotAddress, key64))).toBe(1);
    expect((await c.post('/api/verify-code', { email: 'ipv6-reset@example.com', code: 'AAAAAA' }, from(address(31)))).status).toBe(422);
    expect(await hits(limitKey(LIMITS.verifyAddress, key64))).toBe(1);
  });

  it('order look-ups by reference', async () => {
    const c = await client();
    expect((await c.get('/api/orders/DRS-222222', from(address(40)))).status).toBe(404);
    expect((await c.get('/api/orders/DRS-333333', from(address(41)))).status).toBe(404);
    expect(await hits(rateLimitKey('order-lookups', key64))).toBe(2);
  });

  it('no route reads request.ip for a limit: every one goes through clientAddress', () => {
    const routes = join(import.meta.dirname, '../../src/routes');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const offenders = files(routes).filter((file) => /request\.ip\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
