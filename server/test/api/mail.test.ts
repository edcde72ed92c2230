import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { createDb, nowIso } from '../../src/db/index.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser } from '../helpers/factories.ts';
import { pathOf, resetCodeIn, verificationLinkIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/** Everything started by a test, stopped after it (apps first, then servers). */
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function startSmtp(port = 0, delayMs = 0) {
  const smtp = await TestSmtpServer.start(port, { delayMs });
  cleanups.push(() => smtp.stop());
  return smtp;
}
async function startServer(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  cleanups.push(() => server.close());
  return server;
}

/** Another instance of the app on `server`'s database, logging every line (trace) into `lines`. */
async function startLoggedApp(config: Config, lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp(config, { logger: { ...(loggerOptions(config) as object), level: 'trace', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function register(url: string, email: string, name = 'Nour', password = 'kitchen-table-42') {
  const client = new TestClient(url);
  await client.csrf();
  const response = await client.post('/register', { name, email, password, password_confirmation: password });
  return { client, response };
}

const outboxRow = (server: TestServer | { app: FastifyInstance }, recipient: string) =>
  server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the mail outbox', () => {
  it('keeps the mail while SMTP is down (the request still succeeds) and delivers it when SMTP is back', async () => {
    const probe = await TestSmtpServer.start();
    const port = probe.port;
    await probe.stop(); // nothing listens there now
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });

    const { response } = await register(server.url, 'outage@example.com');
    expect(response.status).toBe(204);
    await server.app.mailer.idle();
    const failed = await outboxRow(server, 'outage@example.com');
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000); // backs off ~30 s

    const smtp = await startSmtp(port);
    // Time passes: the retry is due.
    await server.app.db.updateTable('mail_outbox').set({ next_attempt_at: nowIso() }).where('id', '=', failed.id).execute();
    server.app.mailer.kick();
    const mail = await smtp.readEmail('outage@example.com');
    expect(mail.subject).toBe('Verify your Darsak email address');
    await server.app.mailer.idle();
    const sent = await outboxRow(server, 'outage@example.com');
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.last_error).toBeNull();
    // The link mailed after the outage still works.
    expect((await new TestClient(server.url).get(pathOf(verificationLinkIn(mail.text)))).status).toBe(302);
  });

  it("sends well-formed text and HTML bodies, branded, with the user's name escaped", async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url });
    await register(server.url, 'format@example.com', '<b>Nour</b> & co');
    const mail = await smtp.readEmail('format@example.com');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.messageId).toMatch(/^<outbox-\d+-\d+@localhost>$/);
    // The address is not verified yet: the name's slash is written inert (decision 073).
    expect(mail.text).toContain('Hello “<b>Nour<\u2215b> & co”,');
    expect(mail.text).not.toMatch(/<(html|p|a)\b/);
    expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    expect(mail.html.trim().endsWith('</html>')).toBe(true);
    expect(mail.html).toContain('<title>Verify your Darsak email address</title>');
    expect(mail.html).toContain('Hello &ldquo;&lt;b&gt;Nour&lt;\u2215b&gt; &amp; co&rdquo;,');
    expect(mail.html).not.toContain('<b>Nour</b>');
    expect(mail.html).toMatch(/>Darsak<\/a>/);
    for (const tag of ['html', 'head', 'body', 'table', 'tr', 'td', 'p', 'a']) {
      const opened = mail.html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
      const closed = mail.html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
      expect(closed, `<${tag}> closed as often as opened`).toBe(opened);
    }
  });

  it('finishes the send under way when the app closes, then stops', async () => {
    const smtp = await startSmtp(0, 800);
    const server = await startServer({ SMTP_URL: smtp.url });
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/api/forgot-password', { email: user.email })).status).toBe(200);
    // Wait until the worker has claimed the mail and is talking to the (slow) server.
    for (let i = 0; i < 100 && (await outboxRow(server, user.email)).attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = performance.now();
    await server.app.close();
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(smtp.received.map((m) => m.envelopeTo[0])).toContain(user.email);
    const db = createDb(server.config.database);
    try {
      const row = await db.selectFrom('mail_outbox').selectAll().where('recipient', '=', user.email).executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    } finally {
      await db.destroy();
    }
  });
});

describe('the development mailbox (DEV_MAILBOX=true, no SMTP_URL)', () => {
  it('lists the mails newest first with subject, recipient, time and working links', async () => {
    const server = await startServer({ DEV_MAILBOX: 'true' });
    await register(server.url, 'first@example.com');
    await register(server.url, 'second@example.com');
    await server.app.mailer.idle();

    const json = await new TestClient(server.url).get('/dev/mailbox/messages.json');
    expect(json.status).toBe(200);
    expect(json.body.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(json.body[0]).toMatchObject({ subject: 'Verify your Darsak email address', status: 'sent' });
    expect(json.body[0].created_at).toMatch(/^\d{4}-/);

    const page = await new TestClient(server.url).get('/dev/mailbox', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Verify your Darsak email address');
    expect(page.text).toContain('second@example.com');
    expect(page.text.indexOf('second@example.com')).toBeLessThan(page.text.indexOf('first@example.com'));
    const href = /<a href="(http:\/\/localhost:3000\/email\/verify\/[^"]+)">/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    const link = href!.replace(/&amp;/g, '&');
    expect(link).toBe(verificationLinkIn(json.body[0].text));
    expect((await new TestClient(server.url).get(pathOf(link))).status).toBe(302);
  });

  it('does not exist without DEV_MAILBOX, whatever NODE_ENV says', async () => {
    const server = await startServer();
    expect((await new TestClient(server.url).get('/dev/mailbox/messages.json')).status).toBe(404);
    const lines: string[] = [];
    const production = await startLoggedApp({ ...server.config, env: 'production' }, lines);
    for (const path of ['/dev/mailbox', '/dev/mailbox/messages.json']) {
      const response = await new TestClient(production.url).get(path, { Accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
    }
    expect(lines.join('')).toContain('SMTP_URL is not set');
  });

  it('logs only the recipient and subject of an undelivered mail in production, never the body', async () => {
    const server = await startServer();
    await server.app.mailer.stop(); // the production instance below sends everything
    const lines: string[] = [];
    const production = await startLoggedApp({ ...server.config, env: 'production' }, lines);
    const user = await createUser(server);
    const client = new TestClient(production.url);
    await client.csrf();
    expect((await client.post('/api/forgot-password', { email: user.email })).status).toBe(200);
    await production.app.mailer.idle();
    const row = await outboxRow(server, user.email);
    expect(row.status).toBe('sent');
    const code = resetCodeIn(row.text_body);
    const logged = lines.join('');
    expect(logged).toContain('mail not delivered (SMTP_URL is not set)');
    expect(logged).toContain(user.email);
    expect(logged).toContain('Your Darsak password reset code');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain('Hello ');
  });
});

describe('logs', () => {
  it('never contain passwords, codes, link signatures, session cookies or CSRF tokens', async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url });
    await server.app.mailer.stop(); // the logged instance below sends everything
    const lines: string[] = [];
    const { url } = await startLoggedApp(server.config, lines);
    const secrets = new Set<string>();
    const client = new TestClient(url);
    const remember = () => {
      for (const value of client.cookies.values()) secrets.add(decodeURIComponent(value));
    };
    const email = 'secretive@example.com';
    const passwords = ['first-secret-pass', 'second-secret-pass', 'wrong-secret-pass', 'fourth-secret-pass'];
    passwords.forEach((p) => secrets.add(p));

    await client.csrf();
    remember();
    await client.post('/register', { name: 'Sami', email, password: passwords[0], password_confirmation: passwords[0] });
    remember();
    const link = verificationLinkIn((await smtp.readEmail(email)).text);
    secrets.add(new URL(link).searchParams.get('signature')!);
    expect((await client.get(pathOf(link))).status).toBe(302);
    expect((await client.post('/login', { email, password: passwords[0] })).status).toBe(204);
    remember();
    expect((await client.post('/logout')).status).toBe(204);
    remember();
    expect((await client.post('/login', { email, password: passwords[2] })).status).toBe(422);
    expect((await client.post('/login', { email, password: passwords[0] })).status).toBe(204);
    remember();
    expect((await client.post('/api/forgot-password', { email })).status).toBe(200);
    const code = resetCodeIn((await smtp.readEmail(email)).text);
    secrets.add(code);
    expect((await client.post('/api/verify-code', { email, code: 'ZZZZZZ' === code ? 'YYYYYY' : 'ZZZZZZ' })).status).toBe(422);
    expect((await client.post('/api/verify-code', { email, code })).status).toBe(200);
    expect((await client.post('/api/reset-password', { email, password: passwords[1], password_confirmation: passwords[1] })).status).toBe(
      200,
    );
    remember();
    expect((await client.post('/login', { email, password: passwords[1] })).status).toBe(204);
    remember();
    expect((await client.put('/api/user/password', { password: passwords[3], password_confirmation: passwords[3] })).status).toBe(200);
    remember();

    const logged = lines.join('');
    // The log was captured: requests, mail and account events are in it.
    expect(logged).toContain('/email/verify/');
    expect(logged).toContain('mail sent');
    expect(logged).toContain('password reset');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(logged.includes(secret), `a secret (${secret.slice(0, 3)}…) reached the log`).toBe(false);
    }
  });
});
