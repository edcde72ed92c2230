import type { AdminCategory, AdminCourse, AdminList, ApiCourse, Order, OrderDetail } from '@darsak/common';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { restartTestServer, startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs } from '../helpers/factories.ts';
import { makeJpeg, makePdf, makePngBomb, multipart } from '../fixtures/files.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';
import { storedNames } from '../helpers/storage.ts';

/**
 * Courses and categories in the back office (issue 18, decision 071): the database is the source,
 * every write is an admin's, checked whole before it writes (a 422 changes nothing), audited with
 * the changed values before and after, and seen at once by the public answers of this instance
 * (other instances within a second, catalogue-public.test.ts).
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
afterEach(() => {
  vi.useRealTimers();
});

const db = () => server.app.db;
const visitor = () => new TestClient(server.url);

/** Every row a catalogue write may touch, and the audit log: compared before and after a refused write. */
const snapshot = async () => ({
  courses: await db().selectFrom('courses').selectAll().orderBy('id').execute(),
  categories: await db().selectFrom('categories').selectAll().orderBy('id').execute(),
  links: await db().selectFrom('course_tutors').selectAll().orderBy('course_id').orderBy('tutor_id').execute(),
  audit: await db().selectFrom('audit_log').selectAll().orderBy('id').execute(),
});

const auditOf = (action: string, targetId: number) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id').execute();

let sequence = 0;
/** A new course's fields; codes are fresh so tests do not collide. */
const newCourse = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    category_id: 2,
    code: `X${9000 + sequence}`,
    title: 'Numerical Analysis',
    subject: 'Maths',
    sem: '2',
    credits: 6,
    time: '12 weeks',
    lectures: 24,
    price: '7.50',
    what_you_will_learn: ['Root finding', 'Interpolation', 'Quadrature'],
    ...overrides,
  };
};

async function createCourse(overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  const response = await admin.client.post<AdminCourse>('/api/admin/courses', newCourse(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const publicCourses = async (client = visitor()) => (await client.get<ApiCourse[]>('/api/courses')).body;
const catalogue = async (locale = 'en', client = visitor()) =>
  (await client.get(`/api/catalogue?locale=${locale}`)).body as {
    version: string;
    courses: Array<Record<string, any>>;
    categories: Array<Record<string, any>>;
  };

describe('who may write the catalogue', () => {
  it('a visitor (401), a student (403), a forged CSRF token (419) and a foreign origin (403) change nothing', async () => {
    const student = await signedInClient(server);
    const guest = visitor();
    await guest.csrf();
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/admin/courses', newCourse()],
      ['PATCH', '/api/admin/courses/1', { price: '1.00' }],
      ['POST', '/api/admin/courses/1/archive', {}],
      ['POST', '/api/admin/courses/1/restore', {}],
      ['POST', '/api/admin/categories', { name: 'X', description: 'Y' }],
      ['PATCH', '/api/admin/categories/1', { name: 'X' }],
      ['POST', '/api/admin/tutors', { name: 'X', university: 'U', major: 'M', year: 'Y', hourlyRate: 10 }],
      ['PATCH', '/api/admin/tutors/1', { hourlyRate: 1 }],
      ['POST', '/api/admin/tutors/1/archive', {}],
    ];
    const before = await snapshot();
    const tutorsBefore = await db().selectFrom('tutors').selectAll().orderBy('id').execute();
    const foreign = new TestClient(server.url, 'https://evil.example');
    for (const [k, v] of admin.client.cookies) foreign.cookies.set(k, v);
    for (const [method, path, body] of writes) {
      expect([path, (await guest.request(method, path, body)).status]).toEqual([path, 401]);
      expect([path, (await student.client.request(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await admin.client.request(method, path, body, { 'X-XSRF-TOKEN': 'forged' })).status]).toEqual([path, 419]);
      expect([path, (await foreign.request(method, path, body)).status]).toEqual([path, 403]);
    }
    for (const path of [
      '/api/admin/courses',
      '/api/admin/courses/1',
      '/api/admin/categories',
      '/api/admin/tutors',
      '/api/admin/tutors/1',
    ]) {
      expect([path, (await guest.get(path)).status, (await student.client.get(path)).status]).toEqual([path, 401, 403]);
    }
    expect(await snapshot()).toEqual(before);
    expect(await db().selectFrom('tutors').selectAll().orderBy('id').execute()).toEqual(tutorsBefore);
  });
});

describe('POST /api/admin/courses', () => {
  it('adds a course (201), sold at once at its price, in every language with English where a text is missing, and audited with its values', async () => {
    const before = await publicCourses();
    const response = await admin.client.post<AdminCourse>(
      '/api/admin/courses',
      newCourse({
        code: ' x9100 ',
        tutor_ids: [4, 2, 4],
        translations: { fr: { title: 'Analyse numérique', what_you_will_learn: ['Recherche de racines'] }, ar: { time: '١٢ أسبوعًا' } },
      }),
    );
    expect(response.status).toBe(201);
    const course = response.body;
    expect(course).toEqual({
      id: expect.any(Number),
      category_id: 2,
      code: 'X9100',
      title: 'Numerical Analysis',
      subject: 'Maths',
      sem: '2',
      credits: 6,
      time: '12 weeks',
      lectures: 24,
      rating: 0,
      price: '7.50',
      price_cents: 750,
      currency: 'USD',
      what_you_will_learn: ['Root finding', 'Interpolation', 'Quadrature'],
      translations: { fr: { title: 'Analyse numérique', what_you_will_learn: ['Recherche de racines'] }, ar: { time: '١٢ أسبوعًا' } },
      // A set: listed in the order of the course card (each link at the end of its tutor's card, then by id).
      tutor_ids: [2, 4],
      tutors: [
        { id: 2, name: 'Karim Nassar' },
        { id: 4, name: 'Omar Fakhoury' },
      ],
      image: '/images/categories/computer-science-and-mathematics.svg',
      archived: false,
      archived_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(course.id).toBeGreaterThan(25);

    // The public side follows at once (this instance's caches were dropped by the write).
    const after = await publicCourses();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.id === course.id)).toEqual({
      id: course.id,
      category_id: 2,
      code: 'X9100',
      title: 'Numerical Analysis',
      subject: 'Maths',
      credits: 6,
      sem: '2',
      price: '7.50',
      price_cents: 750,
      currency: 'USD',
    });
    const fr = (await catalogue('fr')).courses.find((c) => c.id === course.id)!;
    expect(fr).toMatchObject({ title: 'Analyse numérique', time: '12 weeks', whatYouWillSee: ['Recherche de racines'], price: '7.50' });
    expect(fr.tutors.map((t: { id: number }) => t.id)).toEqual([2, 4]);
    const ar = (await catalogue('ar')).courses.find((c) => c.id === course.id)!;
    expect(ar).toMatchObject({
      title: 'Numerical Analysis',
      time: '١٢ أسبوعًا',
      whatYouWillSee: ['Root finding', 'Interpolation', 'Quadrature'],
    });
    // The tutor cards list it by title (linked by id).
    const omar = (await visitor().get('/api/tutors/4')).body;
    expect(omar.courses).toContain('Numerical Analysis');
    const ofCourse = (await visitor().get(`/api/tutors?course_id=${course.id}`)).body as Array<{ id: number }>;
    expect(ofCourse.map((t) => t.id)).toEqual([2, 4]);

    // It can be ordered at its price.
    const order = await placeOrder(visitor(), [course.id]);
    expect(order.items).toEqual([{ course_id: course.id, code: 'X9100', title: 'Numerical Analysis', price: '7.50' }]);

    const [audit] = await auditOf('course.create', course.id);
    expect(audit).toMatchObject({ actor: admin.user.email, actor_id: admin.user.id, target_type: 'course' });
    const details = JSON.parse(audit!.details);
    expect(details.before).toBeNull();
    expect(details.after).toMatchObject({ code: 'X9100', price: '7.50', tutor_ids: [2, 4], category_id: 2 });
  });

  it('keeps a code unique within its category: M1100 is taken in either track, B1100 only in CSVT', async () => {
    const before = await snapshot();
    for (const categoryId of [1, 2]) {
      const taken = await admin.client.post('/api/admin/courses', newCourse({ category_id: categoryId, code: 'm1100' }));
      expect(taken.status).toBe(422);
      expect(taken.body).toMatchObject({
        message: 'The code has already been taken.',
        code: 'validation.unique',
        errors: { code: ['The code has already been taken.'] },
      });
    }
    expect(await snapshot()).toEqual(before);
    // B1100 is CSVT's: MISPE may have its own.
    const mispe = await createCourse({ category_id: 2, code: 'B1100' });
    expect(mispe).toMatchObject({ category_id: 2, code: 'B1100' });
    // Moving it to CSVT would take CSVT's code: refused, nothing changes.
    const moved = await admin.client.patch(`/api/admin/courses/${mispe.id}`, { category_id: 1 });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ code: ['The code has already been taken.'] });
    expect((await admin.client.get<AdminCourse>(`/api/admin/courses/${mispe.id}`)).body.category_id).toBe(2);
  });

  it('lets the unique index settle two requests for one code at once: one course, one 422', async () => {
    const body = newCourse();
    const [a, b] = await Promise.all([admin.client.post('/api/admin/courses', body), admin.client.post('/api/admin/courses', body)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect([a, b].find((r) => r.status === 422)!.body.errors).toEqual({ code: ['The code has already been taken.'] });
    const rows = await db().selectFrom('courses').select('id').where('code', '=', body.code).execute();
    expect(rows).toHaveLength(1);
    expect(
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'course.create')
        .where('target_id', '=', String(rows[0]!.id))
        .execute(),
    ).toHaveLength(1);
  });

  const refused: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['an unknown category', { category_id: 99 }, { category_id: ['The selected category does not exist.'] }],
    ['an unknown tutor', { tutor_ids: [1, 999] }, { tutor_ids: ['A selected tutor does not exist.'] }],
    ['a price with three decimals', { price: '7.505' }, { price: ['The price field format is invalid.'] }],
    ['a price of zero', { price: '0' }, { price: ['The amount must be between 0.01 and 10000.'] }],
    ['a price over 10000', { price: '10000.01' }, { price: ['The amount must be between 0.01 and 10000.'] }],
    ['a price in words', { price: 'five' }, { price: ['The price field format is invalid.'] }],
    ['a subject outside the list', { subject: 'History' }, { subject: ['The selected subject is invalid.'] }],
    ['a semester 3', { sem: '3' }, { sem: ['The selected sem is invalid.'] }],
    ['a blank title', { title: '   ' }, { title: ['The title field is required.'] }],
    [
      'a title with a direction override',
      { title: 'Cell \u202eygoloiB' },
      { title: ['The text must not contain control characters or text-direction overrides.'] },
    ],
    [
      'a title on two lines',
      { title: 'Cell\nBiology' },
      { title: ['The text must not contain control characters or text-direction overrides.'] },
    ],
    ['no topics', { what_you_will_learn: [] }, { what_you_will_learn: ['The what you will learn field must have at least 1 items.'] }],
    [
      'an empty French title',
      { translations: { fr: { title: ' ' } } },
      { 'translations.fr.title': ['The translations.fr.title field is required.'] },
    ],
    ['a code with symbols', { code: 'B1100;' }, { code: ['The code field format is invalid.'] }],
  ];
  it.each(refused)('answers 422 in Laravel’s shape to %s, and changes nothing', async (_label, change, errors) => {
    const before = await snapshot();
    const response = await admin.client.post('/api/admin/courses', newCourse(change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect(response.body.message).toBe(Object.values(errors)[0]![0]);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every failing field at once, and a missing body is every required field', async () => {
    const before = await snapshot();
    const response = await admin.client.post('/api/admin/courses', newCourse({ category_id: 99, price: '-1', title: '' }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['price', 'title']);
    const empty = await admin.client.post('/api/admin/courses', {});
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['category_id', 'code', 'credits', 'lectures', 'price', 'sem', 'subject', 'time', 'title', 'what_you_will_learn'].sort(),
    );
    expect(empty.body.message).toMatch(/\(and 9 more errors\)$/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/admin/courses', () => {
  it('answers {data, total}, searches code or title (?q=), pages (?page=&per_page=), filters by category and archive status', async () => {
    const all = await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?per_page=100');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.total).toBe(all.body.data.length);
    expect(all.body.data.map((c) => c.id)).toEqual([...all.body.data.map((c) => c.id)].sort((a, b) => a - b));
    expect(all.body.data.find((c) => c.id === 1)).toMatchObject({
      code: 'B1100',
      title: 'Cell Biology',
      price: '5.00',
      price_cents: 500,
      archived: false,
    });
    expect(all.body.data.find((c) => c.id === 1)!.translations.fr).toMatchObject({ title: expect.any(String), time: expect.any(String) });

    const m1100 = await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?q=m1100');
    expect(m1100.body.data.map((c) => c.id)).toEqual([6, 14]);
    expect(m1100.body.total).toBe(2);
    const byTitle = await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?q=GENETICS');
    expect(byTitle.body.data.map((c) => c.id)).toEqual([8]);
    const literal = await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?q=%25');
    expect(literal.body.total).toBe(0);

    const page = await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?category_id=1&page=2&per_page=5');
    expect(page.body.data.map((c) => c.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page.body.total).toBe(13);

    expect((await admin.client.get('/api/admin/courses?status=gone')).status).toBe(422);
    expect((await admin.client.get('/api/admin/courses?page=0')).status).toBe(422);
  });

  it('GET /api/admin/courses/{id} answers one course, 404 with its code for an unknown id', async () => {
    expect((await admin.client.get<AdminCourse>('/api/admin/courses/3')).body).toMatchObject({ id: 3, code: 'C1100', category_id: 1 });
    for (const id of ['9999', 'abc', '0']) {
      const missing = await admin.client.get(`/api/admin/courses/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Course not found.', code: 'catalogue.course_not_found' });
    }
  });
});

describe('PATCH /api/admin/courses/{id}', () => {
  it('changes the fields given, records only those before and after, and a 422 changes nothing', async () => {
    const course = await createCourse({ translations: { fr: { title: 'Analyse numérique', time: '12 semaines' } } });
    const response = await admin.client.patch<AdminCourse>(`/api/admin/courses/${course.id}`, {
      title: 'Numerical Methods',
      lectures: '30',
      tutor_ids: [5],
      translations: { ar: { title: 'الطرق العددية' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Numerical Methods',
      lectures: 30,
      price: '7.50',
      tutor_ids: [5],
      tutors: [{ id: 5, name: 'Lea Saade' }],
      translations: { fr: { title: 'Analyse numérique', time: '12 semaines' }, ar: { title: 'الطرق العددية' } },
    });
    const [audit] = await auditOf('course.update', course.id);
    expect(JSON.parse(audit!.details)).toEqual({
      before: {
        title: 'Numerical Analysis',
        lectures: 24,
        tutor_ids: [],
        translations: { fr: { title: 'Analyse numérique', time: '12 semaines' } },
      },
      after: {
        title: 'Numerical Methods',
        lectures: 30,
        tutor_ids: [5],
        translations: { fr: { title: 'Analyse numérique', time: '12 semaines' }, ar: { title: 'الطرق العددية' } },
      },
    });

    // A language sent replaces that language's texts: French without time falls back to English.
    const french = await admin.client.patch<AdminCourse>(`/api/admin/courses/${course.id}`, {
      translations: { fr: { title: 'Méthodes numériques' } },
    });
    expect(french.body.translations).toEqual({ fr: { title: 'Méthodes numériques' }, ar: { title: 'الطرق العددية' } });
    expect((await catalogue('fr')).courses.find((c) => c.id === course.id)).toMatchObject({
      title: 'Méthodes numériques',
      time: '12 weeks',
    });

    // The same values again: nothing to change, nothing recorded.
    const audits = (await auditOf('course.update', course.id)).length;
    const same = await admin.client.patch<AdminCourse>(`/api/admin/courses/${course.id}`, { title: 'Numerical Methods', lectures: 30 });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(french.body.updated_at);
    expect(await auditOf('course.update', course.id)).toHaveLength(audits);

    const before = await snapshot();
    for (const body of [
      { price: '0.001' },
      { category_id: 42 },
      { tutor_ids: [999] },
      { title: 'Valid', credits: 0 },
      { code: 'M1100', category_id: 1 },
    ]) {
      const bad = await admin.client.patch(`/api/admin/courses/${course.id}`, body);
      expect([JSON.stringify(body), bad.status]).toEqual([JSON.stringify(body), 422]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await admin.client.patch('/api/admin/courses/9999', { title: 'x' })).status).toBe(404);
  });

  it('keeps the seeded French and Arabic review quotes when the course’s texts are edited', async () => {
    const frBefore = (await catalogue('fr')).courses.find((c) => c.id === 9)!;
    expect(
      (await admin.client.patch(`/api/admin/courses/9`, { translations: { fr: { title: 'Biochimie structurale (nouveau)' } } })).status,
    ).toBe(200);
    const frAfter = (await catalogue('fr')).courses.find((c) => c.id === 9)!;
    expect(frAfter.title).toBe('Biochimie structurale (nouveau)');
    expect(frAfter.reviews).toEqual(frBefore.reviews);
  });
});

describe('prices over time', () => {
  it('a new price applies to orders placed after it; an order keeps the price it was placed at', async () => {
    const course = await createCourse({ price: '5' });
    const buyer = await signedInClient(server);
    const old = await placeOrder(buyer.client, [course.id]);
    expect(old.items[0]!.price).toBe('5.00');
    expect(old.total).toBe('5.00');

    const patched = await admin.client.patch<AdminCourse>(`/api/admin/courses/${course.id}`, { price: '7.50' });
    expect(patched.body).toMatchObject({ price: '7.50', price_cents: 750 });
    expect(JSON.parse((await auditOf('course.update', course.id))[0]!.details)).toEqual({
      before: { price: '5.00' },
      after: { price: '7.50' },
    });
    expect((await publicCourses()).find((c) => c.id === course.id)).toMatchObject({ price: '7.50', price_cents: 750 });

    const fresh = await placeOrder(buyer.client, [course.id]);
    expect(fresh.items[0]!.price).toBe('7.50');
    expect(fresh.total).toBe('7.50');
    const oldAgain = (await buyer.client.get<OrderDetail>(`/api/orders/${old.reference}`)).body;
    expect(oldAgain.items[0]!.price).toBe('5.00');
    expect(oldAgain.total).toBe('5.00');
    const mine = (await buyer.client.get<Order[]>('/api/orders')).body;
    expect(Object.fromEntries(mine.map((o) => [o.reference, o.total]))).toEqual({ [old.reference]: '5.00', [fresh.reference]: '7.50' });
    const adminView = (await admin.client.get(`/api/admin/orders/${old.reference}`)).body;
    expect(adminView.total).toBe('5.00');
  });
});

describe('archive and restore', () => {
  it('an archived course leaves the public answers and cannot be ordered; orders that hold it still show it; restore brings it back', async () => {
    const course = await createCourse({ tutor_ids: [1] });
    const buyer = await signedInClient(server);
    const order = await placeOrder(buyer.client, [course.id]);

    const archived = await admin.client.post<AdminCourse>(`/api/admin/courses/${course.id}/archive`, {});
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: course.id, archived: true, archived_at: expect.any(String) });
    expect((await publicCourses()).map((c) => c.id)).not.toContain(course.id);
    expect((await catalogue()).courses.map((c) => c.id)).not.toContain(course.id);
    expect(((await visitor().get('/api/tutors/1')).body as { courses: string[] }).courses).not.toContain(course.title);
    expect((await visitor().get(`/api/tutors?course_id=${course.id}`)).body).toEqual([]);

    const refused = await buyer.client.post('/api/orders', { course_ids: [1, course.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'course_ids.1': [`The course ${course.code} is no longer on sale.`] });
    const held = await buyer.client.get<OrderDetail>(`/api/orders/${order.reference}`);
    expect(held.body.items).toEqual([{ course_id: course.id, code: course.code, title: course.title, price: '7.50' }]);

    const again = await admin.client.post(`/api/admin/courses/${course.id}/archive`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This is already archived.', code: 'catalogue.already_archived' });
    // The back office still finds it.
    expect(
      (await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?status=archived&per_page=100')).body.data.map((c) => c.id),
    ).toContain(course.id);
    expect((await admin.client.get<AdminList<AdminCourse>>('/api/admin/courses?per_page=100')).body.data.map((c) => c.id)).not.toContain(
      course.id,
    );

    const restored = await admin.client.post<AdminCourse>(`/api/admin/courses/${course.id}/restore`, {});
    expect(restored.body).toMatchObject({ archived: false, archived_at: null });
    expect((await publicCourses()).map((c) => c.id)).toContain(course.id);
    expect((await admin.client.post(`/api/admin/courses/${course.id}/restore`, {})).body.code).toBe('catalogue.not_archived');
    expect((await buyer.client.post('/api/orders', { course_ids: [course.id] })).status).toBe(201);

    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_type', '=', 'course')
      .where('target_id', '=', String(course.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['course.create', 'course.archive', 'course.restore']);
    expect(JSON.parse(audits[1]!.details)).toMatchObject({ before: { archived_at: null }, after: { archived_at: expect.any(String) } });
    expect((await admin.client.post('/api/admin/courses/9999/archive', {})).status).toBe(404);
  });
});

describe('the database is the source', () => {
  it('an edit survives a restart: the seed never overwrites what an admin changed', async () => {
    const edited = await admin.client.patch<AdminCourse>('/api/admin/courses/2', { title: 'Animal Physiology', price: '12.50' });
    expect(edited.status).toBe(200);
    const renamed = await admin.client.patch('/api/admin/categories/1', { name: 'Life Sciences (CSVT)' });
    expect(renamed.status).toBe(200);

    await restartTestServer(server);
    admin.client = new TestClient(server.url);
    await actingAs(server, admin.client, admin.user);

    expect((await publicCourses()).find((c) => c.id === 2)).toMatchObject({
      title: 'Animal Physiology',
      price: '12.50',
      price_cents: 1250,
    });
    expect((await admin.client.get<AdminCourse>('/api/admin/courses/2')).body).toMatchObject({
      title: 'Animal Physiology',
      price: '12.50',
    });
    expect((await catalogue()).categories.find((c) => c.id === 1)).toMatchObject({ name: 'Life Sciences (CSVT)' });
  });

  // Another instance follows within a second: server/test/api/catalogue-public.test.ts (decision 074).
});

describe('categories', () => {
  it('lists with their course counts, adds one in three languages (English where missing), renames it, and refuses bad texts without changing anything', async () => {
    const list = await admin.client.get<AdminList<AdminCategory>>('/api/admin/categories');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.id).slice(0, 2)).toEqual([1, 2]);
    expect(list.body.data[0]).toMatchObject({ id: 1, course_count: expect.any(Number), image: '/images/categories/biochemistry.svg' });
    expect(list.body.data[0]!.translations.fr).toMatchObject({ name: expect.any(String), description: expect.any(String) });

    const created = await admin.client.post<AdminCategory>('/api/admin/categories', {
      name: 'Engineering (GE)',
      description: 'First-year engineering courses.',
      translations: { fr: { name: 'Génie (GE)' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Engineering (GE)', course_count: 0, translations: { fr: { name: 'Génie (GE)' } } });
    const id = created.body.id;
    const french = (await catalogue('fr')).categories.find((c) => c.id === id);
    expect(french).toEqual({
      id,
      name: 'Génie (GE)',
      description: 'First-year engineering courses.',
      image: '/images/categories/biochemistry.svg',
    });
    expect((await catalogue('ar')).categories.find((c) => c.id === id)).toMatchObject({ name: 'Engineering (GE)' });

    // A course in it counts.
    await createCourse({ category_id: id, code: 'M1100' });
    expect((await admin.client.get<AdminList<AdminCategory>>('/api/admin/categories?q=engineering')).body).toMatchObject({
      data: [{ id, course_count: 1 }],
      total: 1,
    });

    const renamed = await admin.client.patch<AdminCategory>(`/api/admin/categories/${id}`, { translations: { ar: { name: 'الهندسة' } } });
    expect(renamed.body.translations).toEqual({ fr: { name: 'Génie (GE)' }, ar: { name: 'الهندسة' } });
    expect((await catalogue('ar')).categories.find((c) => c.id === id)).toMatchObject({ name: 'الهندسة' });
    const [audit] = await auditOf('category.update', id);
    expect(JSON.parse(audit!.details)).toEqual({
      before: { translations: { fr: { name: 'Génie (GE)' } } },
      after: { translations: { fr: { name: 'Génie (GE)' }, ar: { name: 'الهندسة' } } },
    });

    const before = await snapshot();
    for (const body of [{ name: '' }, { name: 'A\u202eB' }, { description: 'x'.repeat(1001) }, { translations: { fr: { name: '' } } }]) {
      expect((await admin.client.patch(`/api/admin/categories/${id}`, body)).status).toBe(422);
    }
    expect((await admin.client.post('/api/admin/categories', { name: 'No description' })).status).toBe(422);
    expect(await snapshot()).toEqual(before);
    const missing = await admin.client.patch('/api/admin/categories/999', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('catalogue.category_not_found');
  });
});

describe('POST /api/admin/courses/{id}/image', () => {
  const stored = () => storedNames(server, 'courses');

  it('re-encodes the picture as a 16:9 WebP, serves it under /media/courses, and removes a replaced one', async () => {
    const course = await createCourse();
    const first = await admin.client.post<AdminCourse>(
      `/api/admin/courses/${course.id}/image`,
      multipart({}, { field: 'image', name: 'card.jpg', bytes: await makeJpeg(2000, 2000, { exif: { IFD0: { Make: 'PhoneMaker' } } }) }),
    );
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(/^\/media\/courses\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(server.url + first.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1280, 720, undefined]);
    expect((await catalogue()).courses.find((c) => c.id === course.id)!.image).toBe(first.body.image);

    const second = await admin.client.post<AdminCourse>(
      `/api/admin/courses/${course.id}/image`,
      multipart({}, { field: 'image', name: 'b.jpg', bytes: await makeJpeg(320, 100) }),
    );
    expect(second.status).toBe(200);
    expect(await stored()).toEqual([second.body.image.split('/').pop()]);
    expect((await fetch(server.url + first.body.image)).status).toBe(404);
    const small = await sharp(Buffer.from(await (await fetch(server.url + second.body.image)).arrayBuffer())).metadata();
    expect([small.width, small.height]).toEqual([177, 100]);
    const audits = await auditOf('course.image', course.id);
    expect(JSON.parse(audits[1]!.details)).toEqual({ before: { image: first.body.image }, after: { image: second.body.image } });
  });

  it('refuses a file that is not a raster image by its bytes, a decompression bomb and a missing file, storing nothing', async () => {
    const course = await createCourse();
    const files = await stored();
    const before = await snapshot();
    const cases: Array<[FormData, string]> = [
      [multipart({}, { field: 'image', name: 'card.jpg', bytes: makePdf(), type: 'image/jpeg' }), 'The image field must be an image.'],
      [
        multipart(
          {},
          {
            field: 'image',
            name: 'card.svg',
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            type: 'image/svg+xml',
          },
        ),
        'The image field must be an image.',
      ],
      [
        multipart({}, { field: 'image', name: 'bomb.png', bytes: makePngBomb(20_000, 20_000), type: 'image/png' }),
        'The image field must not be larger than 24 megapixels.',
      ],
      [multipart({ image: 'not a file' }), 'The image field is required.'],
    ];
    for (const [form, message] of cases) {
      const response = await admin.client.post(`/api/admin/courses/${course.id}/image`, form);
      expect([message, response.status]).toEqual([message, 422]);
      expect(response.body.errors).toEqual({ image: [message] });
    }
    expect(await stored()).toEqual(files);
    expect(await snapshot()).toEqual(before);
    expect((await visitor().get('/media/courses/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404);
    expect((await visitor().get('/media/courses/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
