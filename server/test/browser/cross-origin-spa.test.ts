import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';

/**
 * FRONTEND_ORIGINS for real: the SPA served from one origin (app.darsak.localtest), the API from
 * another (api.darsak.localtest), both on loopback through Chromium's host resolver rules. The
 * page does what web/src/lib/api-client.ts does: csrf-cookie, read XSRF-TOKEN from
 * document.cookie, send it as X-XSRF-TOKEN, credentials included.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const skipReason = existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM}`;
if (skipReason) console.log(`cross-origin SPA test skipped: ${skipReason}`);

const page = (api: string) => `<!doctype html><html><head><meta charset="utf-8"><title>SPA</title></head><body><script>
const api = ${JSON.stringify(api)};
const readCookie = (name) => {
  const match = document.cookie.split('; ').find((c) => c.startsWith(name + '='));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
};
const call = async (method, path, body) => {
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = readCookie('XSRF-TOKEN');
  if (method !== 'GET' && token) headers['X-XSRF-TOKEN'] = token;
  if (body) headers['Content-Type'] = 'application/json';
  const response = await fetch(api + path, { method, headers, credentials: 'include', body: body && JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};
window.signIn = async (email, password) => {
  const csrf = await call('GET', '/sanctum/csrf-cookie');
  const tokenReadable = Boolean(readCookie('XSRF-TOKEN'));
  const login = await call('POST', '/login', { email, password });
  const user = await call('GET', '/api/user');
  const rename = await call('PUT', '/api/user/name', { name: 'Renamed across origins' });
  const logout = await call('POST', '/logout');
  const after = await call('GET', '/api/user');
  return { csrf: csrf.status, tokenReadable, login: login.status, user: user.status, email: user.body && user.body.email,
    rename: rename.status, logout: logout.status, after: after.status };
};
</script></body></html>`;

describe.skipIf(skipReason)('an SPA on another origin (FRONTEND_ORIGINS + SESSION_DOMAIN)', () => {
  let spa: Server;
  let api: TestServer;
  let browser: Browser;
  let spaOrigin: string;

  beforeAll(async () => {
    spa = createServer();
    await new Promise<void>((resolve) => spa.listen(0, '127.0.0.1', resolve));
    const spaPort = (spa.address() as { port: number }).port;
    spaOrigin = `http://app.darsak.localtest:${spaPort}`;
    api = await startTestServer({
      APP_URL: 'http://api.darsak.localtest',
      FRONTEND_ORIGINS: spaOrigin,
      SESSION_DOMAIN: '.darsak.localtest',
    });
    const apiOrigin = `http://api.darsak.localtest:${new URL(api.url).port}`;
    spa.on('request', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(apiOrigin));
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--host-resolver-rules=MAP *.localtest 127.0.0.1',
        '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await new Promise((resolve) => spa?.close(resolve));
  });

  it("reads the API host's XSRF-TOKEN cookie, signs in, writes, and signs out", async () => {
    const user = await createUser(api);
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${spaOrigin}/`);
    const result = await tab.evaluate(
      ([email, password]) => (globalThis as unknown as { signIn: (e: string, p: string) => Promise<unknown> }).signIn(email!, password!),
      [user.email, DEFAULT_PASSWORD],
    );
    expect(result).toEqual({
      csrf: 204,
      tokenReadable: true,
      login: 204,
      user: 200,
      email: user.email,
      rename: 200,
      logout: 204,
      after: 401,
    });
    const renamed = await api.app.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(renamed.name).toBe('Renamed across origins');
    const cookies = await context.cookies(`${spaOrigin}/`);
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.domain).toBe('.darsak.localtest');
    await context.close();
  });
});
