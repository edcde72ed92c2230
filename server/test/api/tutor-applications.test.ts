import type { AdminTutor, Tutor } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { TestSmtpServer } from '../helpers/smtp.ts';
import { signedInClient } from '../helpers/shop.ts';

/**
 * Applications become tutors (issue 18, decision 071): one application at a time, a 'received'
 * e-mail, the applicant's status on /join-team, and from an approved application a draft tutor
 * profile linked to the applicant's account (role tutor) with an e-mail in their language.
 */

let smtp: TestSmtpServer;
let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  server = await startTestServer({ SMTP_URL: smtp.url });
  admin = await signedInClient(server, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const db = () => server.app.db;

let sequence = 0;
/** A signed-in applicant (in `locale`) and the application form they send. */
async function applicant(locale: 'en' | 'fr' | 'ar' = 'en', role?: 'admin') {
  sequence += 1;
  let user = await createUser(server, { name: `Applicant ${sequence}`, locale });
  if (role) user = await db().updateTable('users').set({ role }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
  const client = new TestClient(server.url);
  await actingAs(server, client, user);
  const form = {
    name: 'Sara Khalil',
    email: `sara${sequence}@example.com`,
    phone: '+961 71 222 333',
    age: 23,
    university: 'Lebanese University',
    year: 4,
    coursesToGive: ['MISPE I1100 SEM1', 'MISPE I1200 SEM2', 'CSVT B1100 SEM1'],
    whereYouSeeYourself: 'Teaching programming.',
    cv: 'sara.pdf',
    pay: 18,
    goodTutor: 'Clear steps.',
  };
  return { user, client, form };
}

const applicationsOf = (userId: number) =>
  db().selectFrom('join_team_applications').selectAll().where('user_id', '=', userId).orderBy('submitted_at').execute();

describe('one application at a time', () => {
  it('sends a received e-mail in the applicant’s language, shows the status on /join-team, and refuses a second one while pending (409)', async () => {
    const { user, client, form } = await applicant('fr');
    const none = await client.get('/api/join-team/application');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'You have not applied to tutor yet.', code: 'applications.none' });

    const saved = await client.post('/api/save-join-team', form);
    expect(saved.status).toBe(201);
    // At the account's verified address, not the form's e-mail field (decision 073).
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('Nous avons bien reçu votre candidature de tuteur sur Darsak');
    expect(mail.text).toContain('http://localhost:3000/join-team');

    const mine = await client.get('/api/join-team/application');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body).toEqual({
      id: saved.body.id,
      status: 'pending',
      submitted_at: expect.any(String),
      reviewed_at: null,
      review_reason: null,
      name: 'Sara Khalil',
      email: form.email,
      university: 'Lebanese University',
      year: 4,
      coursesToGive: form.coursesToGive,
      pay: 18,
      cv_name: 'sara.pdf',
      has_cv: false,
      tutor_id: null,
      can_apply_again: false,
    });

    const second = await client.post('/api/save-join-team', { ...form, name: 'Sara K.' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'You already have an application under review.', code: 'applications.already_pending' });
    expect(await applicationsOf(user.id)).toHaveLength(1);
    expect(smtp.unread(form.email)).toEqual([]);
  });

  it('files one application when two are sent at once', async () => {
    const { user, client, form } = await applicant();
    const answers = await Promise.all([client.post('/api/save-join-team', form), client.post('/api/save-join-team', form)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await applicationsOf(user.id)).toHaveLength(1);
  });

  it('after a rejection a new application is allowed; after an approval none is (409)', async () => {
    const { user, client, form } = await applicant();
    const first = await client.post('/api/save-join-team', form);
    await admin.client.post(`/api/admin/applications/${first.body.id}/reject`, { reason: 'We need year 2 tutors.' });
    const rejected = (await client.get('/api/join-team/application')).body;
    expect(rejected).toMatchObject({
      id: first.body.id,
      status: 'rejected',
      reviewed_at: expect.any(String),
      review_reason: 'We need year 2 tutors.',
      can_apply_again: true,
    });

    const again = await client.post('/api/save-join-team', form);
    expect(again.status).toBe(201);
    expect((await client.get('/api/join-team/application')).body).toMatchObject({ id: again.body.id, status: 'pending' });
    expect((await admin.client.post(`/api/admin/applications/${again.body.id}/approve`, {})).status).toBe(200);
    expect((await client.get('/api/join-team/application')).body).toMatchObject({ status: 'approved', can_apply_again: false });

    const third = await client.post('/api/save-join-team', form);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: 'Your application was already approved.', code: 'applications.already_accepted' });
    expect(await applicationsOf(user.id)).toHaveLength(2);
  });

  it('answers 401 signed out', async () => {
    expect((await new TestClient(server.url).get('/api/join-team/application')).status).toBe(401);
  });
});

describe('POST /api/admin/applications/{id}/tutor', () => {
  it('makes a draft prefilled from the approved application, links the account (role tutor), e-mails the applicant in their language, and audits it', async () => {
    const { user, client, form } = await applicant('ar');
    const saved = await client.post('/api/save-join-team', form);
    await smtp.readEmail(user.email); // received

    const early = await admin.client.post(`/api/admin/applications/${saved.body.id}/tutor`, {});
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: 'Approve the application before creating its tutor profile.',
      code: 'applications.not_approved',
    });
    expect(await db().selectFrom('tutors').select('id').where('application_id', '=', saved.body.id).execute()).toEqual([]);

    await admin.client.post(`/api/admin/applications/${saved.body.id}/approve`, {});
    await smtp.readEmail(user.email); // approved
    const response = await admin.client.post<AdminTutor>(`/api/admin/applications/${saved.body.id.toUpperCase()}/tutor`, {});
    expect(response.status).toBe(201);
    const tutor = response.body;
    expect(tutor).toMatchObject({
      name: 'Sara Khalil',
      university: 'Lebanese University',
      major: '',
      year: 'Year 4',
      bio: null,
      image: '',
      // The offered courses on sale, by id: MISPE I1100 (18), MISPE I1200 (24), CSVT B1100 (1).
      course_ids: [18, 24, 1],
      hourlyRate: 18,
      contact: { email: form.email, phone: '+961 71 222 333', whatsapp: '' },
      status: 'draft',
      archived: false,
      user_id: user.id,
      application_id: saved.body.id,
    });

    // The account is now a tutor's.
    expect((await client.get('/api/user')).body.role).toBe('tutor');
    const mail = await smtp.readEmail(user.email);
    expect(mail.subject).toBe('تم إنشاء ملفك كمدرّس في Darsak');
    expect(mail.html).toContain('dir="rtl"');
    // The application shows its tutor, to the admin and to the applicant.
    expect((await admin.client.get(`/api/admin/applications/${saved.body.id}`)).body.tutor_id).toBe(tutor.id);
    expect((await client.get('/api/join-team/application')).body.tutor_id).toBe(tutor.id);
    const [audit] = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'tutor.create_from_application')
      .where('target_id', '=', String(tutor.id))
      .execute();
    expect(JSON.parse(audit!.details)).toMatchObject({
      application_id: saved.body.id,
      before: null,
      after: { status: 'draft', user_id: user.id },
    });

    // A draft: not on /tutors.
    expect((await new TestClient(server.url).get<Tutor[]>('/api/tutors')).body.map((t) => t.id)).not.toContain(tutor.id);
    const twice = await admin.client.post(`/api/admin/applications/${saved.body.id}/tutor`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('applications.tutor_exists');

    // The admin completes it: publishing without a major is refused, with it the tutor is on /tutors.
    const incomplete = await admin.client.patch(`/api/admin/tutors/${tutor.id}`, { status: 'published' });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual({ major: ['The major field is required.'] });
    expect((await admin.client.get<AdminTutor>(`/api/admin/tutors/${tutor.id}`)).body.status).toBe('draft');
    const published = await admin.client.patch<AdminTutor>(`/api/admin/tutors/${tutor.id}`, {
      major: 'Computer Science',
      bio: 'Loves clean code.',
      status: 'published',
    });
    expect(published.status).toBe(200);
    const listed = (await new TestClient(server.url).get<Tutor[]>('/api/tutors?course_id=18')).body.find((t) => t.id === tutor.id);
    expect(listed).toMatchObject({ name: 'Sara Khalil', major: 'Computer Science', hourlyRate: 18 });
  });

  it('links an admin applicant without taking the role admin away', async () => {
    const { user, client, form } = await applicant('en', 'admin');
    const saved = await client.post('/api/save-join-team', form);
    await admin.client.post(`/api/admin/applications/${saved.body.id}/approve`, {});
    const response = await admin.client.post<AdminTutor>(`/api/admin/applications/${saved.body.id}/tutor`, {});
    expect(response.status).toBe(201);
    expect(response.body.user_id).toBe(user.id);
    expect((await db().selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow()).role).toBe('admin');
  });

  it('refuses a second profile for an account already linked (409), and an unknown application (404), changing nothing', async () => {
    const { user, client, form } = await applicant();
    const saved = await client.post('/api/save-join-team', form);
    await admin.client.post(`/api/admin/applications/${saved.body.id}/approve`, {});
    expect((await admin.client.post(`/api/admin/applications/${saved.body.id}/tutor`, {})).status).toBe(201);
    // An older approved application of the same account (filed before one-at-a-time).
    const older = {
      ...(await applicationsOf(user.id))[0]!,
      id: '00000000-0000-4000-8000-00000000000a',
      submitted_at: '2026-01-01T00:00:00.000Z',
    };
    await db().insertInto('join_team_applications').values(older).execute();
    const tutorsBefore = await db().selectFrom('tutors').selectAll().orderBy('id').execute();
    const linked = await admin.client.post(`/api/admin/applications/${older.id}/tutor`, {});
    expect(linked.status).toBe(409);
    expect(linked.body).toEqual({
      message: 'The applicant’s account is already linked to a tutor profile.',
      code: 'applications.account_linked',
    });
    const unknown = await admin.client.post('/api/admin/applications/00000000-0000-4000-8000-0000000000ff/tutor', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('applications.not_found');
    expect(await db().selectFrom('tutors').selectAll().orderBy('id').execute()).toEqual(tutorsBefore);
  });
});
