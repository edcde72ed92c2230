import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../src/routes/contact/index.ts';
import { startTestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const INFO = 'info@darsak.test';

async function setup() {
  const smtp = await TestSmtpServer.start();
  cleanups.push(() => smtp.stop());
  const server = await startTestServer({ SMTP_URL: smtp.url, INFO_EMAIL: INFO });
  cleanups.push(() => server.close());
  const client = new TestClient(server.url);
  await client.csrf();
  return { smtp, server, client };
}

const valid = {
  name: 'Maya Haddad',
  email: 'maya@example.com',
  subject: 'Paying by OMT',
  message: 'Hello, can I pay the Standard Plan by OMT in two parts?',
};

const outboxCount = async (server: Awaited<ReturnType<typeof setup>>['server']) =>
  Number(
    (
      await server.app.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/contact', () => {
  it('delivers the message to INFO_EMAIL through the outbox, with the sender in it and HTML escaped', async () => {
    const { smtp, client } = await setup();
    const response = await client.post('/api/contact', { ...valid, name: 'Maya <b>Haddad</b>' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: 'Your message has been sent.' });
    const mail = await smtp.readEmail(INFO);
    expect(mail.subject).toBe('Contact form: Paying by OMT');
    expect(mail.text).toContain('maya@example.com');
    expect(mail.text).toContain('Standard Plan by OMT');
    expect(mail.html).toContain('Maya &lt;b&gt;Haddad&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Haddad</b>');
  });

  it("answers to the sender: the delivered message carries Reply-To with the sender's address", async () => {
    const { smtp, client } = await setup();
    expect((await client.post('/api/contact', valid)).status).toBe(202);
    const mail = await smtp.readEmail(INFO);
    expect(mail.headers.get('reply-to')).toBe('maya@example.com');
    expect(mail.envelopeTo).toEqual([INFO]); // an answer address, not a recipient
  });

  it('refuses a sender address that would add a header (422) and queues nothing', async () => {
    const { server, client } = await setup();
    const response = await client.post('/api/contact', { ...valid, email: 'maya@example.com\r\nBcc: victim@example.com' });
    expect(response.status).toBe(422);
    expect(await outboxCount(server)).toBe(0);
  });

  it('answers 422 in Laravel shape for every missing or bad field and queues nothing', async () => {
    const { server, client } = await setup();
    const response = await client.post('/api/contact', { name: '', email: 'not-an-email', subject: '', message: 'short' });
    expect(response.status).toBe(422);
    const body = response.body as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(body.errors.message).toEqual(['The message field must be at least 10 characters.']);
    expect(typeof body.message).toBe('string');
    expect(await outboxCount(server)).toBe(0);
  });

  it('refuses a line break in the subject, so no mail header can be injected (the mail folds one too: contact-email.test.ts)', async () => {
    const { server, client } = await setup();
    const response = await client.post('/api/contact', { ...valid, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'text.unsafe_characters',
      errors: { subject: ['The subject field must not contain control characters or text-direction overrides.'] },
    });
    expect(await outboxCount(server)).toBe(0);
  });

  it('refuses a write without the CSRF token (419)', async () => {
    const { server } = await setup();
    const bare = new TestClient(server.url);
    const response = await bare.post('/api/contact', valid);
    expect(response.status).toBe(419);
    expect(await outboxCount(server)).toBe(0);
  });

  it('throttles one sender e-mail past its ceiling with 429 Too Many Attempts.', async () => {
    const { server, client } = await setup();
    for (let i = 0; i < CONTACT_LIMITS.perEmail.max; i++) {
      expect((await client.post('/api/contact', valid)).status).toBe(202);
    }
    const refused = await client.post('/api/contact', { ...valid, email: 'MAYA@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too Many Attempts.', code: 'throttle.too_many_attempts' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await outboxCount(server)).toBe(CONTACT_LIMITS.perEmail.max);
    // Another student on the same network still gets through (classroom-safe per-address ceiling).
    expect((await client.post('/api/contact', { ...valid, email: 'karim@example.com' })).status).toBe(202);
  });
});
