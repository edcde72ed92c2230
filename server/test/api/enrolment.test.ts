import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { materialUrl } from '../../src/presenters/enrolment.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { linkTutor } from '../helpers/sessions.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';
import { makeDocx, makePdf, makePng, multipart } from '../fixtures/files.ts';

/** Issue 21 (decision 079): enrolment from paid orders, materials by role, the cart's refusal. */

let server: TestServer;
let admin: { user: User; client: TestClient };

const COURSE = 1;
const OTHER_COURSE = 2;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, { role: 'admin' });
  await admin.client.csrf();
});
afterAll(() => server.close());

const markPaid = async (reference: string) => {
  const response = await admin.client.post(`/api/admin/orders/${reference}/mark-paid`, { note: 'Whish 1' });
  expect(response.status).toBe(200);
};
/** The money desk's refund (a parallel branch) leaves the order 'refunded'; here it is written as it would. */
const refund = (reference: string) =>
  server.app.db
    .updateTable('orders')
    .set({ status: 'refunded' as never, updated_at: new Date().toISOString() })
    .where('reference', '=', reference)
    .execute();

async function buyer() {
  const student = await signedInClient(server);
  await student.client.csrf();
  return student;
}

async function uploadMaterial(title: string, name: string, bytes: Buffer, course = COURSE) {
  return admin.client.post(`/api/admin/courses/${course}/materials`, multipart({ title }, { field: 'file', name, bytes }));
}

describe('enrolment follows paid orders', () => {
  it('enrols the buyer when her order is paid, and a refund ends it', async () => {
    const student = await buyer();
    const empty = await student.client.get('/api/my/courses');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const order = await placeOrder(student.client, [COURSE, OTHER_COURSE]);
    // Placed, not paid: nothing yet.
    expect((await student.client.get('/api/my/courses')).body).toEqual([]);

    await markPaid(order.reference);
    const enrolled = await student.client.get('/api/my/courses');
    expect(enrolled.status).toBe(200);
    expect(enrolled.headers.get('cache-control')).toContain('no-store');
    expect(enrolled.body.map((e: { course: { id: number } }) => e.course.id)).toEqual([COURSE, OTHER_COURSE]);
    const first = enrolled.body[0];
    expect(first.course).toMatchObject({ id: COURSE, code: expect.any(String), title: expect.any(String) });
    expect(first).toMatchObject({
      materials: expect.any(Array),
      links: expect.any(Array),
      schedule: expect.any(Array),
      order_reference: order.reference,
    });

    await refund(order.reference);
    expect((await student.client.get('/api/my/courses')).body).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/my/courses')).status).toBe(401);
  });

  it('keeps one enrolment per course over two paid orders, and the second keeps it after the first is refunded', async () => {
    const student = await buyer();
    const first = await placeOrder(student.client, [3]);
    const second = await placeOrder(student.client, [3]);
    await markPaid(first.reference);
    // Owned now: a third order for it is refused (below); the pending second one can still be paid.
    await markPaid(second.reference);
    expect((await student.client.get('/api/my/courses')).body).toHaveLength(1);
    await refund(first.reference);
    expect((await student.client.get('/api/my/courses')).body.map((e: { course: { id: number } }) => e.course.id)).toEqual([3]);
  });
});

describe('the cart refuses an owned course', () => {
  it('answers 422 orders.course_owned for a course she owns, and accepts it again after a refund', async () => {
    const student = await buyer();
    const order = await placeOrder(student.client, [4]);
    await markPaid(order.reference);
    const before = await server.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const again = await student.client.post('/api/orders', { course_ids: [5, 4] });
    expect(again.status).toBe(422);
    expect(again.body.errors['course_ids.1'][0]).toMatch(/already own .*My courses/);
    expect(again.body.error_codes['course_ids.1'][0].code).toBe('orders.course_owned');
    expect(again.body.errors['course_ids.0']).toBeUndefined();
    const after = await server.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await refund(order.reference);
    expect((await student.client.post('/api/orders', { course_ids: [4] })).status).toBe(201);
  });
});

describe('course materials', () => {
  let materialId: number;
  let pdf: Buffer;
  let enrolled: { user: User; client: TestClient };

  beforeAll(async () => {
    pdf = makePdf();
    const created = await uploadMaterial('Week 1 slides', 'week1.pdf', pdf);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), title: 'Week 1 slides' });
    materialId = created.body.id;
    enrolled = await buyer();
    await markPaid((await placeOrder(enrolled.client, [COURSE])).reference);
  });

  const urlFor = async (client: TestClient) => {
    const mine = await client.get('/api/my/courses');
    const course = mine.body.find((e: { course: { id: number } }) => e.course.id === COURSE);
    return course.materials.find((m: { id: number }) => m.id === materialId).url as string;
  };

  it('stores the file privately, checked by its bytes, and audits it', async () => {
    const row = await server.app.db.selectFrom('course_materials').selectAll().where('id', '=', materialId).executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(/^materials\/[0-9a-f-]{36}\.pdf$/);
    expect(row.mime).toBe('application/pdf');
    expect((await server.app.storage.bytes(row.file_path))?.equals(pdf)).toBe(true);
    const audit = await server.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'course.material_add').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a file whose bytes are not an allowed type, or a name that lies, and changes nothing', async () => {
    const count = async () => (await server.app.db.selectFrom('course_materials').select('id').execute()).length;
    const n = await count();
    const fake = await uploadMaterial('Notes', 'notes.pdf', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(fake.status).toBe(422);
    expect(fake.body.error_codes.file[0].code).toBe('uploads.file_type');
    const lying = await uploadMaterial('Notes', 'notes.pdf', await makePng());
    expect(lying.status).toBe(422);
    const untitled = await uploadMaterial('', 'notes.pdf', makePdf());
    expect(untitled.status).toBe(422);
    expect(Object.keys(untitled.body.errors)).toEqual(['title']);
    const macros = await uploadMaterial('Notes', 'notes.docx', makeDocx({ macros: true }));
    expect(macros.status).toBe(422);
    expect(await count()).toBe(n);
    expect((await uploadMaterial('Notes', 'notes.pdf', makePdf(), 9999)).status).toBe(404);
  });

  it('is for admins only, with CSRF', async () => {
    const student = await buyer();
    const refused = await student.client.post(
      `/api/admin/courses/${COURSE}/materials`,
      multipart({ title: 'x' }, { field: 'file', name: 'a.pdf', bytes: makePdf() }),
    );
    expect(refused.status).toBe(403);
  });

  it('answers the file to the enrolled student through her short-lived link; no user data in it', async () => {
    const url = await urlFor(enrolled.client);
    expect(url).toMatch(new RegExp(`^/api/materials/${materialId}/file\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    // The same for every reader: the path and its expiry only.
    const path = url.split('?')[0];
    expect(path).toBe(`/api/materials/${materialId}/file`);
    const file = await enrolled.client.get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(file.text, 'latin1').length).toBeGreaterThan(0);
  });

  it('answers 404 to a student who is not enrolled, and to a visitor, even with a valid link', async () => {
    const url = await urlFor(enrolled.client);
    const stranger = await buyer();
    expect((await stranger.client.get(url)).status).toBe(404);
    expect((await new TestClient(server.url).get(url)).status).toBe(404);
  });

  it('answers the file to the course’s tutor and to an admin; 404 to a tutor of other courses only', async () => {
    const url = await urlFor(enrolled.client);
    const link = await server.app.db
      .selectFrom('course_tutors')
      .select('tutor_id')
      .where('course_id', '=', COURSE)
      .executeTakeFirstOrThrow();
    const tutor = await signedInClient(server);
    await linkTutor(server, tutor.user, Number(link.tutor_id));
    expect((await tutor.client.get(url)).status).toBe(200);
    expect((await admin.client.get(url)).status).toBe(200);

    const others = await server.app.db.selectFrom('course_tutors').select('tutor_id').where('course_id', '!=', COURSE).execute();
    const teachesCourse = new Set(
      (await server.app.db.selectFrom('course_tutors').select('tutor_id').where('course_id', '=', COURSE).execute()).map((r) =>
        Number(r.tutor_id),
      ),
    );
    const otherTutorId = others.map((r) => Number(r.tutor_id)).find((id) => !teachesCourse.has(id));
    if (otherTutorId !== undefined) {
      const outsider = await signedInClient(server);
      await linkTutor(server, outsider.user, otherTutorId);
      expect((await outsider.client.get(url)).status).toBe(404);
    }
  });

  it('answers 404 to an expired or altered link, and after a refund', async () => {
    const expired = materialUrl(server.config.sessionSecret, materialId, Date.now() - 31 * 60_000);
    expect((await enrolled.client.get(expired)).status).toBe(404);
    const url = await urlFor(enrolled.client);
    expect((await enrolled.client.get(url.replace(/signature=(.)/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`))).status).toBe(
      404,
    );
    expect((await enrolled.client.get(`/api/materials/${materialId}/file`)).status).toBe(404);
    const other = await uploadMaterial('Other course', 'o.pdf', makePdf(), OTHER_COURSE);
    // A link signed for one material does not open another.
    expect((await enrolled.client.get(url.replace(`/materials/${materialId}/`, `/materials/${other.body.id}/`))).status).toBe(404);

    const late = await buyer();
    const order = await placeOrder(late.client, [COURSE]);
    await markPaid(order.reference);
    const lateUrl = await urlFor(late.client);
    expect((await late.client.get(lateUrl)).status).toBe(200);
    await refund(order.reference);
    expect((await late.client.get(lateUrl)).status).toBe(404);
  });

  it('lists and deletes materials in the back office (audited); the file goes too', async () => {
    const created = await uploadMaterial('To remove', 'r.pdf', makePdf());
    const listed = await admin.client.get(`/api/admin/courses/${COURSE}/materials`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((m: { title: string }) => m.title)).toContain('To remove');
    const row = await server.app.db.selectFrom('course_materials').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect((await admin.client.delete(`/api/admin/courses/${OTHER_COURSE}/materials/${created.body.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/admin/courses/${COURSE}/materials/${created.body.id}`)).status).toBe(204);
    expect((await admin.client.get(`/api/admin/courses/${COURSE}/materials`)).body.map((m: { title: string }) => m.title)).not.toContain(
      'To remove',
    );
    expect(await server.app.storage.bytes(row.file_path)).toBeNull();
  });
});

describe('links and lecture schedule', () => {
  it('are written in the back office in Beirut time and read by enrolled students, soonest first', async () => {
    const body = {
      links: [{ kind: 'chat', label: 'WhatsApp group', url: 'https://chat.whatsapp.com/abc' }],
      schedule: [
        { title: 'Lecture 2', starts_at: '2026-07-10T18:00', duration_minutes: 90 },
        { title: 'Lecture 1', starts_at: '2026-01-15T18:00', duration_minutes: 60 },
      ],
    };
    const saved = await admin.client.put(`/api/admin/courses/${OTHER_COURSE}/delivery`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.schedule.map((l: { title: string }) => l.title)).toEqual(['Lecture 1', 'Lecture 2']);
    // Winter: UTC+2; summer: UTC+3.
    expect(saved.body.schedule[0]).toMatchObject({
      starts_at: '2026-01-15T18:00',
      starts_at_utc: '2026-01-15T16:00:00.000Z',
      ends_at_utc: '2026-01-15T17:00:00.000Z',
      timezone: 'Asia/Beirut',
    });
    expect(saved.body.schedule[1].starts_at_utc).toBe('2026-07-10T15:00:00.000Z');

    const bad = await admin.client.put(`/api/admin/courses/${OTHER_COURSE}/delivery`, {
      links: [{ kind: 'chat', label: 'x', url: 'javascript:alert(1)' }],
      schedule: [],
    });
    expect(bad.status).toBe(422);
    const skipped = await admin.client.put(`/api/admin/courses/${OTHER_COURSE}/delivery`, {
      links: [],
      schedule: [{ title: 'x', starts_at: '2026-03-29T00:30', duration_minutes: 60 }],
    });
    expect(skipped.status).toBe(422);
    expect((await admin.client.get(`/api/admin/courses/${OTHER_COURSE}/delivery`)).body.links).toHaveLength(1);

    const student = await buyer();
    await markPaid((await placeOrder(student.client, [OTHER_COURSE])).reference);
    const mine = (await student.client.get('/api/my/courses')).body[0];
    expect(mine.links).toEqual(body.links);
    expect(mine.schedule.map((l: { title: string }) => l.title)).toEqual(['Lecture 1', 'Lecture 2']);
  });
});
