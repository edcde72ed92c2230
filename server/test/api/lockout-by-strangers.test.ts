import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import { limitKey, LIMITS } from '../../src/routes/auth/limits.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient, type TestResponse } from '../helpers/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { resetCodeIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Issue 22, point 1: the four attacks by which a stranger locked an owner out, replayed request
 * by request, then the owner signs in (decision 073 records their figures before and after).
 * The server trusts 127.0.0.1 as its proxy, so each client's address is its X-Forwarded-For;
 * "a minute passes" ends the limiter's window of that minute, as the clock would.
 * FIGURES=1 prints what the owner met.
 */
let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

let sequence = 0;
/** A browser at its own address. */
async function browserAt(address = `198.51.100.${(sequence += 1)}`) {
  const client = new TestClient(server.url);
  await client.csrf();
  const post = client.post;
  client.post = (path, body, headers = {}) => post(path, body, { 'X-Forwarded-For': address, ...headers });
  return client;
}

/** Ends a limiter window now, as if its time had passed. */
async function endWindow(key: string) {
  if (server.app.redis) await server.app.redis.del(`rate-limit:${key}`);
  else
    await server.app.db
      .updateTable('rate_limits')
      .set({ reset_at: nowIso(Date.now() - 1) })
      .where('key', '=', key)
      .execute();
}

const figure = (attack: string, who: string, response: TestResponse) => {
  if (process.env.FIGURES) console.info(`${attack} | ${who}: ${response.status} Retry-After ${response.headers.get('retry-after') ?? '-'}`);
  return response;
};

const login = (client: TestClient, email: string, password = DEFAULT_PASSWORD) => client.post('/login', { email, password });
const wrongLogin = (client: TestClient, email: string) => login(client, email, 'not-the-password');

/** The owner's phone: it signed in to the account before the attack, then signed out. */
async function ownersPhone(email: string) {
  const phone = await browserAt('203.0.113.7');
  expect((await login(phone, email)).status).toBe(204);
  await phone.csrf();
  expect((await phone.post('/logout')).status).toBe(204);
  await phone.csrf();
  return phone;
}

/** The owner resets the password from a browser that never signed in: forgot, the mailed code, reset, sign in. */
async function resetAndSignIn(email: string, attack: string, address = '203.0.113.99') {
  const browser = await browserAt(address);
  const asked = figure(attack, 'new browser: forgot-password', await browser.post('/api/forgot-password', { email }));
  expect(asked.status).toBe(200);
  const code = resetCodeIn((await smtp.readEmail(email)).text);
  expect(figure(attack, 'new browser: verify-code', await browser.post('/api/verify-code', { email, code })).status).toBe(200);
  const password = 'a-fresh-password-22';
  expect((await browser.post('/api/reset-password', { email, password, password_confirmation: password })).status).toBe(200);
  await smtp.readEmail(email); // "your password was reset"
  await browser.csrf();
  expect(figure(attack, 'new browser: login after the reset', await login(browser, email, password)).status).toBe(204);
  expect((await browser.get('/api/user')).status).toBe(200);
}

/**
 * A and B send over a hundred logins one after another, each an argon2 verification: 4 s alone,
 * over 20 s on a loaded 2-core machine while the browser tests run beside them.
 */
const ATTACK = { timeout: 90_000 };

describe('a stranger cannot lock the owner out', () => {
  it('A: one address sending 5 wrong passwords a minute (for 20 minutes)', ATTACK, async () => {
    const attack = 'A one address, 5 wrong a minute';
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    const stranger = await browserAt('192.0.2.10');
    const statuses = new Set<number>();
    for (let minute = 0; minute < 20; minute += 1) {
      for (let i = 0; i < 5; i += 1) statuses.add((await wrongLogin(stranger, owner.email)).status);
      await endWindow(limitKey(LIMITS.loginPair, owner.email, '192.0.2.10'));
    }
    expect([...statuses]).toEqual([422]);
    // The stranger is now stopped for the hour...
    expect(figure(attack, 'stranger', await wrongLogin(stranger, owner.email)).status).toBe(429);
    // ...the owner's phone is not,
    expect(figure(attack, 'owner phone (signed in before)', await login(phone, owner.email)).status).toBe(204);
    // and a browser that never signed in gets the account back by a reset.
    figure(attack, 'new browser before the reset', await login(await browserAt('203.0.113.98'), owner.email));
    await resetAndSignIn(owner.email, attack);
  });

  it("A': the same from the owner's own address (one NAT for a whole campus)", async () => {
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    // The stranger shares the phone's address.
    const stranger = await browserAt('203.0.113.7');
    for (let i = 0; i < 6; i += 1) await wrongLogin(stranger, owner.email);
    expect((await wrongLogin(stranger, owner.email)).status).toBe(429);
    expect(figure("A' same address", 'owner phone', await login(phone, owner.email)).status).toBe(204);
  });

  it('B: 21 addresses, 5 wrong passwords each', ATTACK, async () => {
    const attack = 'B 21 addresses x 5';
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    for (let a = 0; a < 21; a += 1) {
      const stranger = await browserAt(`192.0.2.${100 + a}`);
      for (let i = 0; i < 5; i += 1) await wrongLogin(stranger, owner.email);
    }
    expect(figure(attack, 'a 22nd stranger', await wrongLogin(await browserAt('192.0.2.200'), owner.email)).status).toBe(429);
    expect(figure(attack, 'owner phone (signed in before)', await login(phone, owner.email)).status).toBe(204);
    figure(attack, 'new browser before the reset', await login(await browserAt('203.0.113.97'), owner.email));
    await resetAndSignIn(owner.email, attack);
  });

  it('C: 50 wrong reset codes from 10 addresses while the owner holds a right one', async () => {
    const attack = 'C 50 wrong codes from 10 addresses';
    const owner = await createUser(server);
    const browser = await browserAt('203.0.113.50');
    expect((await browser.post('/api/forgot-password', { email: owner.email })).status).toBe(200);
    const code = resetCodeIn((await smtp.readEmail(owner.email)).text);
    const wrong = (code[0] === 'A' ? 'B' : 'A') + code.slice(1);
    for (let a = 0; a < 10; a += 1) {
      const stranger = await browserAt(`192.0.2.${30 + a}`);
      for (let i = 0; i < 5; i += 1)
        expect((await stranger.post('/api/verify-code', { email: owner.email, code: wrong })).status).toBe(422);
    }
    expect(figure(attack, 'owner right code', await browser.post('/api/verify-code', { email: owner.email, code })).status).toBe(200);
    const password = 'a-fresh-password-23';
    expect((await browser.post('/api/reset-password', { email: owner.email, password, password_confirmation: password })).status).toBe(200);
    await browser.csrf();
    expect((await login(browser, owner.email, password)).status).toBe(204);
  });

  it('D: 12 forgot-password requests from 4 addresses', async () => {
    const attack = 'D 12 forgot-password from 4 addresses';
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    for (let a = 0; a < 4; a += 1) {
      const stranger = await browserAt(`192.0.2.${60 + a}`);
      for (let i = 0; i < 3; i += 1) await stranger.post('/api/forgot-password', { email: owner.email });
    }
    await server.app.mailer.idle();
    const mailed = smtp.unread(owner.email).length;
    if (process.env.FIGURES) console.info(`${attack} | codes mailed to the owner by strangers: ${mailed}`);
    for (let i = 0; i < mailed; i += 1) await smtp.readEmail(owner.email);
    // The owner's phone gets a code at once, and it works.
    const asked = figure(attack, 'owner phone: forgot-password', await phone.post('/api/forgot-password', { email: owner.email }));
    expect(asked.status).toBe(200);
    const code = resetCodeIn((await smtp.readEmail(owner.email)).text);
    expect((await phone.post('/api/verify-code', { email: owner.email, code })).status).toBe(200);
    const password = 'a-fresh-password-24';
    expect((await phone.post('/api/reset-password', { email: owner.email, password, password_confirmation: password })).status).toBe(200);
    await smtp.readEmail(owner.email);
    await phone.csrf();
    expect(figure(attack, 'owner phone: login', await login(phone, owner.email, password)).status).toBe(204);
  });

  it("D': the same, the owner on a browser that never signed in: her own reset works within ten minutes of the attack", async () => {
    const attack = "D' new browser";
    const owner = await createUser(server);
    for (let a = 0; a < 4; a += 1) {
      const stranger = await browserAt(`192.0.2.${70 + a}`);
      for (let i = 0; i < 3; i += 1) await stranger.post('/api/forgot-password', { email: owner.email });
    }
    await server.app.mailer.idle();
    for (const _ of smtp.unread(owner.email)) await smtp.readEmail(owner.email);
    const during = figure(
      attack,
      'new browser during the attack',
      await (await browserAt('203.0.113.60')).post('/api/forgot-password', { email: owner.email }),
    );
    expect(during.status).toBe(429);
    expect(Number(during.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    // Ten minutes later.
    await endWindow(limitKey(LIMITS.forgotEmail, owner.email));
    await resetAndSignIn(owner.email, attack, '203.0.113.61');
  });
});

describe('device cookies (OWASP)', () => {
  it('are set on a sign-in, HttpOnly, SameSite=Strict, only for the paths that read them', async () => {
    const owner = await createUser(server);
    const browser = await browserAt();
    const response = await login(browser, owner.email);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie().filter((c) => c.startsWith('darsak_device='));
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/api/forgot-password', '/login']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Max-Age=15552000/);
      expect(cookie).not.toContain(owner.email);
    }
  });

  it('trust a browser for the account it signed in to only', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const phone = await ownersPhone(owner.email);
    const stranger = await browserAt('192.0.2.230');
    for (let i = 0; i < 5; i += 1) await wrongLogin(stranger, other.email);
    // Same address as the stranger for the other account: the phone is untrusted there.
    const shared = await browserAt('192.0.2.230');
    shared.cookies.set('darsak_device', phone.cookies.get('darsak_device')!);
    expect((await login(shared, other.email)).status).toBe(429);
  });

  it('are not trusted when forged, nor past five failures of their own', async () => {
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    // The owner's own account is locked for untrusted clients.
    for (let i = 0; i < LIMITS.loginEmail.max; i += 1) await server.app.limiter.hit(limitKey(LIMITS.loginEmail, owner.email), 3600);
    const forged = await browserAt();
    const [id] = phone.cookies.get('darsak_device')!.split('.');
    forged.cookies.set('darsak_device', `${id}.${'A'.repeat(22)}`);
    expect((await login(forged, owner.email)).status).toBe(429);
    // Five wrong passwords from the phone itself: it is an untrusted client for the rest of its window.
    for (let i = 0; i < 5; i += 1) expect((await wrongLogin(phone, owner.email)).status).toBe(422);
    expect((await login(phone, owner.email)).status).toBe(429);
  });

  it('keep every per-address ceiling: a trusted browser is still one client of its address', async () => {
    const owner = await createUser(server);
    const phone = await ownersPhone(owner.email);
    const key = limitKey(LIMITS.loginAddress, '203.0.113.7');
    for (let i = 0; i < LIMITS.loginAddress.max; i += 1) await server.app.limiter.hit(key, LIMITS.loginAddress.decaySeconds);
    expect((await login(phone, owner.email)).status).toBe(429);
    await endWindow(key);
    expect((await login(phone, owner.email)).status).toBe(204);
  });
});
