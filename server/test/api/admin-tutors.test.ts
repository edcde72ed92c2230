import type { AdminList, AdminTutor, Tutor } from '@darsak/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { makeGif, makeJpeg, makePdf, makePngBomb, multipart } from '../fixtures/files.ts';
import { signedInClient } from '../helpers/shop.ts';
import { storedNames } from '../helpers/storage.ts';

/**
 * Tutors in the back office (issue 18, decision 071): drafts and published profiles with their
 * texts in three languages, course links by id, a photo checked by its bytes and re-encoded,
 * archive and restore; every write audited with the values before and after, and /api/tutors
 * following at once.
 */

let server: TestServer;
let admin: { user: User; client: TestClient };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.db;
const visitor = () => new TestClient(server.url);
const publicTutors = async (query = '') => (await visitor().get<Tutor[]>(`/api/tutors${query}`)).body;

const snapshot = async () => ({
  tutors: await db().selectFrom('tutors').selectAll().orderBy('id').execute(),
  links: await db().selectFrom('course_tutors').selectAll().orderBy('course_id').orderBy('tutor_id').execute(),
  audit: await db().selectFrom('audit_log').selectAll().orderBy('id').execute(),
});
const auditOf = (action: string, targetId: number) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id').execute();

const newTutor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nadine Aoun',
  university: 'Lebanese University',
  major: 'Computer Science',
  year: 'Graduate',
  bio: 'Patient and precise.',
  course_ids: [18, 19],
  privateCourses: [{ title: 'C from scratch', description: 'Pointers without fear.', pricePerHour: 15 }],
  contact: { email: 'nadine@example.com', phone: '+961 70 000 000' },
  joinedDate: '2026-09-01',
  hourlyRate: 12.5,
  ...overrides,
});

async function createTutor(overrides: Record<string, unknown> = {}): Promise<AdminTutor> {
  const response = await admin.client.post<AdminTutor>('/api/admin/tutors', newTutor(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describe('POST /api/admin/tutors', () => {
  it('adds a published tutor as the spec’s entity, on /api/tutors at once in every language (English where missing), and audits it', async () => {
    const response = await admin.client.post<AdminTutor>(
      '/api/admin/tutors',
      newTutor({
        translations: {
          fr: { major: 'Informatique', privateCourses: [{ title: 'Le C de zéro', description: 'Les pointeurs sans peur.' }] },
          ar: { name: 'نادين عون' },
        },
      }),
    );
    expect(response.status).toBe(201);
    const tutor = response.body;
    expect(tutor).toEqual({
      id: expect.any(Number),
      image: '',
      name: 'Nadine Aoun',
      university: 'Lebanese University',
      major: 'Computer Science',
      year: 'Graduate',
      bio: 'Patient and precise.',
      courses: ['Introduction to Computer Science', 'Algorithms and Programming in C'],
      rating: 0,
      reviews: [],
      privateCourses: [{ title: 'C from scratch', description: 'Pointers without fear.', pricePerHour: 15 }],
      contact: { email: 'nadine@example.com', phone: '+961 70 000 000', whatsapp: '' },
      joinedDate: '2026-09-01',
      yearsOfExperience: 0,
      students: 0,
      successRate: 0,
      hourlyRate: 12.5,
      availability: [],
      status: 'published',
      archived: false,
      archived_at: null,
      course_ids: [18, 19],
      translations: {
        fr: { major: 'Informatique', privateCourses: [{ title: 'Le C de zéro', description: 'Les pointeurs sans peur.' }] },
        ar: { name: 'نادين عون' },
      },
      user_id: null,
      application_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const {
      id,
      status: _status,
      archived: _a,
      archived_at: _at,
      course_ids: _c,
      translations: _t,
      user_id: _u,
      application_id: _ap,
      created_at: _cr,
      updated_at: _up,
      ...entity
    } = tutor;
    expect((await publicTutors()).find((t) => t.id === id)).toEqual({ id, ...entity });
    const french = (await publicTutors('?locale=fr')).find((t) => t.id === id)!;
    expect(french).toMatchObject({
      name: 'Nadine Aoun',
      major: 'Informatique',
      privateCourses: [{ title: 'Le C de zéro', description: 'Les pointeurs sans peur.', pricePerHour: 15 }],
    });
    // The course titles in French too, as the French catalogue words them.
    const frCourses = (await visitor().get('/api/catalogue?locale=fr')).body.courses as Array<{ id: number; title: string }>;
    expect(french.courses).toEqual([18, 19].map((courseId) => frCourses.find((c) => c.id === courseId)!.title));
    expect(french.courses).not.toEqual(tutor.courses);
    expect((await publicTutors('?locale=ar')).find((t) => t.id === id)).toMatchObject({ name: 'نادين عون', major: 'Computer Science' });
    // Linked by id: the course cards list the tutor, and /tutors filters by course.
    expect((await publicTutors('?course_id=19')).map((t) => t.id)).toContain(id);
    expect((await publicTutors('?course_id=1')).map((t) => t.id)).not.toContain(id);
    const catalogue = (await visitor().get('/api/catalogue')).body as { courses: Array<{ id: number; tutors: Array<{ id: number }> }> };
    expect(catalogue.courses.find((c) => c.id === 18)!.tutors.map((t) => t.id)).toContain(id);

    const [audit] = await auditOf('tutor.create', id);
    expect(audit).toMatchObject({ actor: admin.user.email, target_type: 'tutor' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      before: null,
      after: { name: 'Nadine Aoun', hourlyRate: 12.5, course_ids: [18, 19], status: 'published' },
    });
  });

  it('accepts the snake_case of the issue’s fields too (hourly_rate, private_courses, joined_date)', async () => {
    const tutor = await createTutor({
      hourlyRate: undefined,
      privateCourses: undefined,
      joinedDate: undefined,
      hourly_rate: '20',
      private_courses: [{ title: 'Exam prep', description: 'Past papers.', pricePerHour: '25' }],
      joined_date: '2026-10-10',
    });
    expect(tutor).toMatchObject({
      hourlyRate: 20,
      privateCourses: [{ title: 'Exam prep', description: 'Past papers.', pricePerHour: 25 }],
      joinedDate: '2026-10-10',
    });
  });

  const refused: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['an unknown course', { course_ids: [1, 999] }, { course_ids: ['A selected course does not exist.'] }],
    ['no hourly rate', { hourlyRate: undefined }, { hourlyRate: ['The hourly rate field is required.'] }],
    ['an hourly rate of 0', { hourlyRate: 0 }, { hourlyRate: ['The hourly rate field must be at least 1.'] }],
    ['a blank name', { name: ' ' }, { name: ['The name field is required.'] }],
    [
      'a name with a direction override',
      { name: 'Nadine \u202eAoun' },
      { name: ['The text must not contain control characters or text-direction overrides.'] },
    ],
    [
      'an invalid contact e-mail',
      { contact: { email: 'nadine@' } },
      { 'contact.email': ['The contact.email field must be a valid email address.'] },
    ],
    ['a joined date that is not a date', { joinedDate: '01/09/2026' }, { joinedDate: ['The joined date field format is invalid.'] }],
    [
      'a private course without its price',
      { privateCourses: [{ title: 'C', description: 'x' }] },
      { privateCourses: ['The private courses field is required.'] },
    ],
    ['a status outside draft and published', { status: 'hidden' }, { status: ['The selected status is invalid.'] }],
  ];
  it.each(refused)('answers 422 to %s and changes nothing', async (_label, change, errors) => {
    const before = await snapshot();
    const response = await admin.client.post('/api/admin/tutors', newTutor(change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });
});

describe('drafts, changes and the list', () => {
  it('a draft stays off /api/tutors until it is published; PATCH records only the changed fields', async () => {
    const draft = await createTutor({ status: 'draft', name: 'Ziad Draft' });
    expect(draft.status).toBe('draft');
    expect((await publicTutors()).map((t) => t.id)).not.toContain(draft.id);
    expect((await visitor().get(`/api/tutors/${draft.id}`)).status).toBe(404);
    expect((await publicTutors('?course_id=18')).map((t) => t.id)).not.toContain(draft.id);

    const published = await admin.client.patch<AdminTutor>(`/api/admin/tutors/${draft.id}`, {
      status: 'published',
      hourlyRate: 14,
      bio: null,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', hourlyRate: 14, bio: null });
    expect((await publicTutors()).find((t) => t.id === draft.id)).toMatchObject({ name: 'Ziad Draft', hourlyRate: 14, bio: null });
    const [audit] = await auditOf('tutor.publish', draft.id);
    expect(JSON.parse(audit!.details)).toEqual({
      before: { status: 'draft', hourlyRate: 12.5, bio: 'Patient and precise.' },
      after: { status: 'published', hourlyRate: 14, bio: null },
    });

    const moved = await admin.client.patch<AdminTutor>(`/api/admin/tutors/${draft.id}`, {
      course_ids: [24],
      translations: { fr: { bio: 'Patient.' } },
    });
    expect(moved.body).toMatchObject({ course_ids: [24], courses: ['Data Structures'], translations: { fr: { bio: 'Patient.' } } });
    expect((await publicTutors('?course_id=24')).map((t) => t.id)).toContain(draft.id);
    expect((await publicTutors('?course_id=18')).map((t) => t.id)).not.toContain(draft.id);
    // An older release reads the titles from the tutors row: they follow the links.
    expect((await db().selectFrom('tutors').select('courses').where('id', '=', draft.id).executeTakeFirstOrThrow()).courses).toBe(
      '["Data Structures"]',
    );
    expect(JSON.parse((await auditOf('tutor.update', draft.id))[0]!.details)).toEqual({
      before: { course_ids: [18, 19], translations: {} },
      after: { course_ids: [24], translations: { fr: { bio: 'Patient.' } } },
    });

    const before = await snapshot();
    for (const body of [
      { course_ids: [999] },
      { hourlyRate: 5000 },
      { name: '' },
      { contact: { email: 'x' } },
      { translations: { ar: { name: ' ' } } },
    ]) {
      expect([JSON.stringify(body), (await admin.client.patch(`/api/admin/tutors/${draft.id}`, body)).status]).toEqual([
        JSON.stringify(body),
        422,
      ]);
    }
    expect(await snapshot()).toEqual(before);
    const missing = await admin.client.patch('/api/admin/tutors/9999', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('tutors.not_found');
  });

  it('lists drafts too ({data, total}), searches by name or university, pages, and shows archived ones on request', async () => {
    await createTutor({ status: 'draft', name: 'Searchable Draft' });
    const found = await admin.client.get<AdminList<AdminTutor>>('/api/admin/tutors?q=searchable');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, data: [{ name: 'Searchable Draft', status: 'draft' }] });
    const page = await admin.client.get<AdminList<AdminTutor>>('/api/admin/tutors?page=1&per_page=2');
    expect(page.body.data.map((t) => t.id)).toEqual([1, 2]);
    expect(page.body.total).toBeGreaterThan(6);
    expect((await admin.client.get<AdminTutor>('/api/admin/tutors/1')).body).toMatchObject({
      id: 1,
      name: 'Rana Haddad',
      status: 'published',
      course_ids: [1, 3, 10, 9],
    });
    expect((await admin.client.get('/api/admin/tutors/9999')).status).toBe(404);
  });

  it('/api/tutors?course_id= answers the published tutors of that course, none for one not on sale, 422 for a bad id', async () => {
    expect((await publicTutors('?course_id=1')).map((t) => t.id)).toEqual([1, 6]);
    expect(await publicTutors('?course_id=99999')).toEqual([]);
    expect((await visitor().get('/api/tutors?course_id=abc')).status).toBe(422);
    expect((await visitor().get('/api/tutors?course_id=0')).status).toBe(422);
  });
});

describe('archive and restore', () => {
  it('an archived tutor leaves /api/tutors and the course cards; restore brings them back', async () => {
    const tutor = await createTutor({ name: 'Leaving Tutor', course_ids: [2] });
    const archived = await admin.client.post<AdminTutor>(`/api/admin/tutors/${tutor.id}/archive`, {});
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ archived: true, archived_at: expect.any(String) });
    expect((await publicTutors()).map((t) => t.id)).not.toContain(tutor.id);
    expect((await visitor().get(`/api/tutors/${tutor.id}`)).status).toBe(404);
    expect((await publicTutors('?course_id=2')).map((t) => t.id)).not.toContain(tutor.id);
    const course2 = ((await visitor().get('/api/catalogue')).body.courses as Array<{ id: number; tutors: Array<{ id: number }> }>).find(
      (c) => c.id === 2,
    )!;
    expect(course2.tutors.map((t) => t.id)).not.toContain(tutor.id);
    expect((await admin.client.post(`/api/admin/tutors/${tutor.id}/archive`, {})).body).toEqual({
      message: 'This is already archived.',
      code: 'catalogue.already_archived',
    });
    expect((await admin.client.get<AdminList<AdminTutor>>('/api/admin/tutors?status=archived')).body.data.map((t) => t.id)).toContain(
      tutor.id,
    );

    expect((await admin.client.post<AdminTutor>(`/api/admin/tutors/${tutor.id}/restore`, {})).body).toMatchObject({ archived: false });
    expect((await publicTutors()).map((t) => t.id)).toContain(tutor.id);
    expect((await admin.client.post(`/api/admin/tutors/${tutor.id}/restore`, {})).status).toBe(409);
    const actions = (
      await db()
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'tutor')
        .where('target_id', '=', String(tutor.id))
        .orderBy('id')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['tutor.create', 'tutor.archive', 'tutor.restore']);
  });
});

describe('POST /api/admin/tutors/{id}/photo', () => {
  const stored = () => storedNames(server, 'tutors');

  it('re-encodes the photo (square WebP of at most 512 px, no metadata), serves it, shows it on /api/tutors, and removes a replaced one', async () => {
    const tutor = await createTutor();
    const first = await admin.client.post<AdminTutor>(
      `/api/admin/tutors/${tutor.id}/photo`,
      multipart({}, { field: 'photo', name: 'me.jpg', bytes: await makeJpeg(1600, 1200, { exif: { IFD0: { Make: 'PhoneMaker' } } }) }),
    );
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(/^\/media\/tutors\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(server.url + first.body.image);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    expect((await publicTutors()).find((t) => t.id === tutor.id)!.image).toBe(first.body.image);

    const second = await admin.client.post<AdminTutor>(
      `/api/admin/tutors/${tutor.id}/photo`,
      multipart({}, { field: 'photo', name: 'me.gif', bytes: await makeGif(80, 60) }),
    );
    expect(second.status).toBe(200);
    expect(await stored()).toEqual([second.body.image.split('/').pop()]);
    expect((await fetch(server.url + first.body.image)).status).toBe(404);
    const audits = await auditOf('tutor.photo', tutor.id);
    expect(JSON.parse(audits[0]!.details)).toEqual({ before: { image: '' }, after: { image: first.body.image } });
    expect(JSON.parse(audits[1]!.details)).toEqual({ before: { image: first.body.image }, after: { image: second.body.image } });

    // A seeded tutor's bundled picture is replaced, never removed (it is not ours to delete).
    const rana = await admin.client.post<AdminTutor>(
      '/api/admin/tutors/1/photo',
      multipart({}, { field: 'photo', name: 'r.jpg', bytes: await makeJpeg(100, 100) }),
    );
    expect(rana.status).toBe(200);
    expect(JSON.parse((await auditOf('tutor.photo', 1))[0]!.details).before).toEqual({ image: '/images/tutors/rana-haddad.svg' });
  });

  it('refuses what is not a raster image by its bytes, a decompression bomb, a missing file and an unknown tutor, storing nothing', async () => {
    const tutor = await createTutor();
    const files = await stored();
    const before = await snapshot();
    const cases: Array<[FormData, string]> = [
      [multipart({}, { field: 'photo', name: 'me.jpg', bytes: makePdf(), type: 'image/jpeg' }), 'The photo field must be an image.'],
      [
        multipart({}, { field: 'photo', name: 'me.png', bytes: Buffer.from('GIF89a not really an image'), type: 'image/png' }),
        'The photo field must be an image.',
      ],
      [
        multipart(
          {},
          { field: 'photo', name: 'x.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
        ),
        'The photo field must be an image.',
      ],
      [
        multipart({}, { field: 'photo', name: 'bomb.png', bytes: makePngBomb(20_000, 20_000), type: 'image/png' }),
        'The photo field must not be larger than 24 megapixels.',
      ],
      [multipart({}, { field: 'image', name: 'me.jpg', bytes: await makeJpeg(10, 10) }), 'The photo field is required.'],
    ];
    for (const [form, message] of cases) {
      const response = await admin.client.post(`/api/admin/tutors/${tutor.id}/photo`, form);
      expect([message, response.status]).toEqual([message, 422]);
      expect(response.body.errors).toEqual({ photo: [message] });
    }
    expect(await stored()).toEqual(files);
    expect(await snapshot()).toEqual(before);
    const unknown = await admin.client.post(
      '/api/admin/tutors/9999/photo',
      multipart({}, { field: 'photo', name: 'me.jpg', bytes: await makeJpeg(10, 10) }),
    );
    expect(unknown.status).toBe(404);
    expect(await stored()).toEqual(files);
  });
});
