import { COURSE_TEXTS_FR } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';
import { resetCodeIn, verificationLinkIn } from '../helpers/mail.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';

/** Issue 10: users.locale, PUT /api/user/locale, e-mails in the user's language, error codes, <html lang dir>. */
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

async function freshClient() {
  const client = new TestClient(server.url);
  await client.csrf();
  return client;
}

const localeOf = async (id: number) =>
  (await server.app.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale;

let sequence = 0;
const registration = () => {
  sequence += 1;
  return {
    name: 'Rana Haddad',
    email: `locale${sequence}@example.com`,
    password: 'kitchen-table-42',
    password_confirmation: 'kitchen-table-42',
  };
};

describe('PUT /api/user/locale', () => {
  it('saves the language on the profile; GET /api/user returns it', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    await actingAs(server, client, user);
    expect((await client.get('/api/user')).body).toMatchObject({ locale: 'en' });
    const response = await client.put('/api/user/locale', { locale: 'ar' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: Number(user.id), locale: 'ar' });
    expect((await client.get('/api/user')).body).toMatchObject({ locale: 'ar' });
    expect(await localeOf(user.id)).toBe('ar');
  });

  it.each([
    [{}, 'The locale field is required.'],
    [{ locale: 'de' }, 'The selected locale is invalid.'],
    [{ locale: 7 }, 'The locale field must be a string.'],
  ])('refuses %j with 422 and changes nothing', async (body, message) => {
    const user = await createUser(server, { locale: 'fr' });
    const client = await freshClient();
    await actingAs(server, client, user);
    const response = await client.put('/api/user/locale', body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message, errors: { locale: [message] } });
    expect(await localeOf(user.id)).toBe('fr');
  });

  it('needs a signed-in user and the CSRF token', async () => {
    const anonymous = await freshClient();
    expect((await anonymous.put('/api/user/locale', { locale: 'fr' })).body).toEqual({
      message: 'Unauthenticated.',
      code: 'auth.unauthenticated',
    });
    const user = await createUser(server);
    const client = await freshClient();
    await actingAs(server, client, user);
    const forged = await client.put('/api/user/locale', { locale: 'fr' }, { 'X-XSRF-TOKEN': 'forged' });
    expect(forged.status).toBe(419);
    expect(forged.body).toEqual({ message: 'CSRF token mismatch.', code: 'csrf.mismatch' });
    expect(await localeOf(user.id)).toBe('en');
  });
});

describe("e-mails in the user's language", () => {
  it('registers in the language of Accept-Language and writes the verification e-mail in French', async () => {
    const client = await freshClient();
    const input = registration();
    expect((await client.post('/register', input, { 'Accept-Language': 'fr-LB,fr;q=0.9,en;q=0.5' })).status).toBe(204);
    const user = await server.app.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user.locale).toBe('fr');
    const mail = await smtp.readEmail(input.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Darsak');
    expect(mail.text).toContain('Bonjour «\u00a0Rana Haddad\u00a0»,');
    expect(verificationLinkIn(mail.text)).toMatch(/\/email\/verify\/\d+\//);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it("prefers the SPA's locale cookie and writes Arabic right to left", async () => {
    const client = await freshClient();
    client.cookies.set('locale', 'ar');
    const input = registration();
    await client.post('/register', input, { 'Accept-Language': 'fr' });
    const mail = await smtp.readEmail(input.email);
    expect(mail.subject).toBe('أكِّد بريدك الإلكتروني على Darsak');
    expect(mail.text).toContain('مرحبًا «Rana Haddad»،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends the reset code in the language stored on the user', async () => {
    const user = await createUser(server, { name: 'Maya', locale: 'ar' });
    const client = await freshClient();
    await client.post('/api/forgot-password', { email: user.email }, { 'Accept-Language': 'en' });
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في Darsak');
    expect(resetCodeIn(mail.text)).toHaveLength(6);
  });

  it('keeps English e-mails exactly as before for English users', async () => {
    const client = await freshClient();
    const input = registration();
    await client.post('/register', input);
    const mail = await smtp.readEmail(input.email);
    expect(mail.subject).toBe('Verify your Darsak email address');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('error codes', () => {
  it('sends a stable code beside the English message', async () => {
    const user = await createUser(server);
    const client = await freshClient();
    const failed = await client.post('/login', { email: user.email, password: 'not-the-password' });
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({
      message: 'These credentials do not match our records.',
      code: 'auth.failed',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const missing = await client.get('/api/nothing-here');
    expect(missing.body).toEqual({ message: 'Not Found', code: 'http.not_found' });
  });
});

describe('the served page', () => {
  it.each([
    [{}, 'en', 'ltr'],
    [{ 'Accept-Language': 'ar-LB,ar;q=0.9' }, 'ar', 'rtl'],
    [{ 'Accept-Language': 'de, fr;q=0.8' }, 'fr', 'ltr'],
    [{ Cookie: 'locale=ar', 'Accept-Language': 'fr' }, 'ar', 'rtl'],
    [{ Cookie: 'locale=xx', 'Accept-Language': 'fr' }, 'fr', 'ltr'],
  ])('sets <html lang dir> from the locale cookie or Accept-Language (%j)', async (headers, lang, dir) => {
    const response = await fetch(`${server.url}/courses`, { headers: { Accept: 'text/html', ...headers } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}">`, 'i'));
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  });
});

describe("back-office e-mails in the recipient's language", () => {
  it('sends the receipt of a paid order in French to a French-speaking buyer', async () => {
    const admin = await signedInClient(server, { role: 'admin' });
    const buyer = await signedInClient(server);
    expect((await buyer.client.put('/api/user/locale', { locale: 'fr' })).status).toBe(200);
    const order = await placeOrder(buyer.client, [6]);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {})).status).toBe(200);
    const mail = await smtp.readEmail(buyer.user.email);
    expect(mail.subject).toBe(`Votre reçu Darsak pour la commande ${order.reference}`);
    // Prices and the date through Intl in French, the course under its French title.
    expect(mail.text).toContain('Total\u00a0: 5,00\u00a0$US');
    expect(mail.text).toContain(`  ${COURSE_TEXTS_FR[6].title}  5\u00a0$US`);
    expect(mail.text).not.toContain('(USD)');
    expect(mail.text).toMatch(
      new RegExp(`Nous avons bien reçu votre paiement pour la commande ${order.reference} le \\d{1,2} [a-zéû]+ \\d{4}\\. Merci\u202f!`),
    );
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('sends it in Arabic to an Arabic-speaking buyer: Arabic title, price isolated, Western digits', async () => {
    const admin = await signedInClient(server, { role: 'admin' });
    const buyer = await signedInClient(server);
    expect((await buyer.client.put('/api/user/locale', { locale: 'ar' })).status).toBe(200);
    const order = await placeOrder(buyer.client, [1]);
    expect((await admin.client.post(`/api/admin/orders/${order.reference}/mark-paid`, {})).status).toBe(200);
    const mail = await smtp.readEmail(buyer.user.email);
    expect(mail.subject).toBe(`إيصال Darsak للطلب ${order.reference}`);
    expect(mail.text).toContain('علم الخلية');
    expect(mail.text).not.toContain('Cell Biology');
    expect(mail.text).toMatch(/المجموع: \u200f?5\.00\u00a0\u2066US\$\u2069/);
    expect(mail.html).toMatch(/<bdi>\u200f?5\.00\u00a0\u2066US\$\u2069<\/bdi>/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
