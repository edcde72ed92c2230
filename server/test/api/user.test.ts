import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';
import { isStored } from '../helpers/storage.ts';

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

async function signedIn(user: User) {
  const client = new TestClient(server.url);
  await actingAs(server, client, user);
  return client;
}

const NAME_CHARACTERS = 'The name field must not contain line breaks, control characters or text-direction overrides.';

const reload = (id: number) => server.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/user', () => {
  it('answers exactly the public fields, never the hash', async () => {
    const user = await createUser(server, { name: 'Layla' });
    const response = await (await signedIn(user)).get('/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: Number(user.id),
      name: 'Layla',
      email: user.email,
      email_verified_at: user.email_verified_at,
      image: null,
      created_at: user.created_at,
      role: 'student',
      locale: 'en',
    });
    expect(response.text).not.toContain('argon2');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("carries the role, so the SPA shows the back office's link to admins only", async () => {
    const user = await createUser(server);
    await server.app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    const response = await (await signedIn(user)).get('/api/user');
    expect(response.body.role).toBe('admin');
  });

  it('gives the picture as an absolute /media URL', async () => {
    const user = await createUser(server, { image_path: 'avatars/0b8f7a52-5d3e-4c55-9d7e-3f1c2b1a0e9d.webp' });
    const response = await (await signedIn(user)).get('/api/user');
    expect(response.body.image).toBe('http://localhost:3000/media/avatars/0b8f7a52-5d3e-4c55-9d7e-3f1c2b1a0e9d.webp');
  });

  it('answers 401 when signed out', async () => {
    const response = await new TestClient(server.url).get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
  });
});

describe('PUT /api/user/name', () => {
  it('renames the user (trimmed) and answers the user', async () => {
    const user = await createUser(server);
    const response = await (await signedIn(user)).put('/api/user/name', { name: '  Karim Nassar ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: Number(user.id), name: 'Karim Nassar', email: user.email });
    expect(response.body).not.toHaveProperty('password');
    expect((await reload(Number(user.id))).name).toBe('Karim Nassar');
  });

  it.each([
    ['missing', {}, 'The name field is required.'],
    ['blank', { name: '   ' }, 'The name field is required.'],
    ['not a string', { name: { first: 'K' } }, 'The name field must be a string.'],
    ['too long', { name: 'k'.repeat(101) }, 'The name field must not be greater than 100 characters.'],
    ['with a line break', { name: 'Karim\r\nBcc: victim@example.com' }, NAME_CHARACTERS],
    ['with a NUL', { name: 'Karim\u0000' + 'x' }, NAME_CHARACTERS],
    ['with an escape', { name: 'Karim\u001b[31m' }, NAME_CHARACTERS],
    ['with a right-to-left override', { name: 'Karim \u202Egnp.exe' }, NAME_CHARACTERS],
    ['with a bidi isolate', { name: 'Karim \u2067x\u2069' }, NAME_CHARACTERS],
    ['with a C1 control', { name: 'Karim\u0085x' }, NAME_CHARACTERS],
  ])('answers 422 when the name is %s and keeps the old name', async (_label, body, message) => {
    const user = await createUser(server, { name: 'Unchanged' });
    const response = await (await signedIn(user)).put('/api/user/name', body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message, errors: { name: [message] } });
    expect((await reload(Number(user.id))).name).toBe('Unchanged');
  });

  it('accepts 100 characters and names in Arabic or with accents', async () => {
    const user = await createUser(server);
    const client = await signedIn(user);
    expect((await client.put('/api/user/name', { name: 'k'.repeat(100) })).status).toBe(200);
    const arabic = await client.put('/api/user/name', { name: 'رنا حداد' });
    expect(arabic.status).toBe(200);
    expect(arabic.body.name).toBe('رنا حداد');
    expect((await client.put('/api/user/name', { name: "Zoé O'Neil-Khoury" })).status).toBe(200);
  });

  it('answers 401 when signed out and 419 without the CSRF token', async () => {
    const user = await createUser(server, { name: 'Unchanged' });
    const anonymous = new TestClient(server.url);
    await anonymous.csrf();
    expect((await anonymous.put('/api/user/name', { name: 'X' })).status).toBe(401);
    const client = await signedIn(user);
    expect((await client.put('/api/user/name', { name: 'X' }, { 'X-XSRF-TOKEN': 'nope' })).status).toBe(419);
    expect((await client.put('/api/user/name', '{"name":', { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await reload(Number(user.id))).name).toBe('Unchanged');
  });
});

describe('PUT /api/user/password', () => {
  it('changes the password and answers the message with the user fields', async () => {
    const user = await createUser(server);
    const client = await signedIn(user);
    const response = await client.put('/api/user/password', { password: 'brand-new-secret', password_confirmation: 'brand-new-secret' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Password updated.',
      id: Number(user.id),
      name: user.name,
      email: user.email,
      email_verified_at: user.email_verified_at,
      image: null,
      created_at: user.created_at,
      role: 'student',
      locale: 'en',
    });
    const row = await reload(Number(user.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(await verify(row.password, 'brand-new-secret')).toBe(true);

    const login = new TestClient(server.url);
    await login.csrf();
    expect((await login.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(422);
    expect((await login.post('/login', { email: user.email, password: 'brand-new-secret' })).status).toBe(204);
  });

  it("accepts the spec's payload {password} alone", async () => {
    const user = await createUser(server);
    const client = await signedIn(user);
    const response = await client.put('/api/user/password', { password: 'brand-new-secret' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Password updated.');
    expect(await verify((await reload(Number(user.id))).password, 'brand-new-secret')).toBe(true);
  });

  it('tells the user by e-mail that the password changed, greeting them by their first name, escaped', async () => {
    const user = await createUser(server, { name: '<b>Rana</b> Haddad' });
    const client = await signedIn(user);
    expect((await client.put('/api/user/password', { password: 'brand-new-secret' })).status).toBe(200);
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('Your Darsak password was changed');
    expect(mail.text).toContain('Hello <b>Rana</b>,');
    expect(mail.text).toContain('The password of your Darsak account was just changed');
    expect(mail.text).not.toContain('brand-new-secret');
    expect(mail.html).toContain('&lt;b&gt;Rana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Rana</b>');
  });

  it('sends no e-mail when the change is refused', async () => {
    const user = await createUser(server);
    const client = await signedIn(user);
    expect((await client.put('/api/user/password', { password: 'short' })).status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.unread(user.email)).toEqual([]);
  });

  it("signs out the user's other sessions and regenerates this one, which stays signed in", async () => {
    const user = await createUser(server);
    const stranger = await createUser(server);
    const phone = await signedIn(user);
    const strangerClient = await signedIn(stranger);
    const laptop = await signedIn(user);
    const before = { session: laptop.cookies.get('darsak_session'), xsrf: laptop.cookies.get('XSRF-TOKEN') };
    const response = await laptop.put('/api/user/password', { password: 'brand-new-secret', password_confirmation: 'brand-new-secret' });
    expect(response.status).toBe(200);
    expect(laptop.cookies.get('darsak_session')).not.toBe(before.session);
    expect(laptop.cookies.get('XSRF-TOKEN')).not.toBe(before.xsrf);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await strangerClient.get('/api/user')).status).toBe(200);
    const old = new TestClient(server.url);
    old.cookies.set('darsak_session', before.session!);
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it.each([
    ['missing', {}, { password: ['The password field is required.'] }],
    ['short', { password: 'short', password_confirmation: 'short' }, { password: ['The password field must be at least 8 characters.'] }],
    [
      'unconfirmed',
      { password: 'brand-new-secret', password_confirmation: 'brand-new-secreT' },
      { password: ['The password field confirmation does not match.'] },
    ],
    ['not a string', { password: 123456789, password_confirmation: 123456789 }, { password: ['The password field must be a string.'] }],
  ])('answers 422 when the password is %s and keeps the old hash and sessions', async (_label, body, errors) => {
    const user = await createUser(server);
    const phone = await signedIn(user);
    const client = await signedIn(user);
    const response = await client.put('/api/user/password', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect((await reload(Number(user.id))).password).toBe(user.password);
    expect((await phone.get('/api/user')).status).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new TestClient(server.url);
    await anonymous.csrf();
    expect(
      (await anonymous.put('/api/user/password', { password: 'brand-new-secret', password_confirmation: 'brand-new-secret' })).status,
    ).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  async function withData(user: User) {
    const now = nowIso();
    await server.app.db
      .insertInto('ratings')
      .values([
        { user_id: user.id, type: 'course', subject_id: '3', rating: 5, feedback: 'Great', created_at: now, updated_at: now },
        { user_id: user.id, type: 'product', subject_id: 'platform', rating: 4, feedback: null, created_at: now, updated_at: now },
      ])
      .execute();
    const cvPath = await server.app.storage.put('cvs', Buffer.from('%PDF-1.4 cv'), '.pdf');
    const imagePath = await server.app.storage.put('avatars', Buffer.from('webp'), '.webp');
    await server.app.db.updateTable('users').set({ image_path: imagePath }).where('id', '=', user.id).execute();
    await server.app.db
      .insertInto('join_team_applications')
      .values({
        id: randomUUID(),
        user_id: user.id,
        submitted_at: now,
        name: user.name,
        email: user.email,
        phone: '70123456',
        age: 21,
        university: 'LU',
        year: 3,
        courses_to_give: JSON.stringify(['CSVT B1100 SEM1']),
        where_you_see_yourself: 'Teaching',
        cv_name: 'cv.pdf',
        cv_path: cvPath,
        cv_mime: 'application/pdf',
        pay: 20,
        other_courses: null,
        good_tutor: 'Patience',
      })
      .execute();
    return { cvPath, imagePath };
  }

  const countFor = async (table: 'ratings' | 'join_team_applications' | 'sessions', userId: number) =>
    Number(
      (
        await server.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('deletes the user with ratings, applications, sessions and files, and signs out', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const { cvPath, imagePath } = await withData(user);
    const otherFiles = await withData(other);
    const phone = await signedIn(user);
    const client = await signedIn(user);
    const before = client.cookies.get('darsak_session');
    await server.app.db
      .insertInto('password_reset_codes')
      .values({
        email: user.email,
        code_hash: 'f'.repeat(64),
        requester: '',
        expires_at: nowIso(Date.now() + 60_000),
        created_at: nowIso(),
      })
      .execute();
    await server.app.mailer.queue({ to: user.email, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

    const response = await client.delete('/api/user');
    expect(response.status).toBe(204);
    expect(await server.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await countFor('ratings', Number(user.id))).toBe(0);
    expect(await countFor('join_team_applications', Number(user.id))).toBe(0);
    expect(await countFor('sessions', Number(user.id))).toBe(0);
    expect(await isStored(server, cvPath)).toBe(false);
    expect(await isStored(server, imagePath)).toBe(false);
    expect(client.cookies.get('darsak_session')).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect(await server.app.db.selectFrom('password_reset_codes').select('email').where('email', '=', user.email).execute()).toEqual([]);
    expect(await server.app.db.selectFrom('mail_outbox').select('id').where('recipient', '=', user.email).execute()).toEqual([]);

    // The other user's data is untouched.
    expect(await countFor('ratings', Number(other.id))).toBe(2);
    expect(await countFor('join_team_applications', Number(other.id))).toBe(1);
    expect(await isStored(server, otherFiles.cvPath)).toBe(true);
    expect(await isStored(server, otherFiles.imagePath)).toBe(true);

    const login = new TestClient(server.url);
    await login.csrf();
    expect((await login.post('/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(422);
  });

  it('frees the e-mail for a new registration', async () => {
    const user = await createUser(server);
    const client = await signedIn(user);
    expect((await client.delete('/api/user')).status).toBe(204);
    await client.csrf();
    const again = await client.post('/register', {
      name: 'Again',
      email: user.email,
      password: 'kitchen-table-42',
      password_confirmation: 'kitchen-table-42',
    });
    expect(again.status).toBe(204);
  });

  it('answers 401 when signed out and 419 without the CSRF token, deleting nothing', async () => {
    const user = await createUser(server);
    const anonymous = new TestClient(server.url);
    await anonymous.csrf();
    expect((await anonymous.delete('/api/user')).status).toBe(401);
    const client = await signedIn(user);
    expect((await client.delete('/api/user', { 'X-XSRF-TOKEN': 'nope' })).status).toBe(419);
    expect(await reload(Number(user.id))).toBeDefined();
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
