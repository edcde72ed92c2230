import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrations, type Db } from '../index.ts';

describe('migration 010 (sessions) on a database with orders', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every order item as a course item, accepts session items, and goes back down to 009 keeping the courses', async () => {
    dir = mkdtempSync(join(tmpdir(), 'darsak-migration-'));
    db = createDb({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '010'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    const raw = db as unknown as Db;
    await raw
      .insertInto('courses')
      .values(
        [1, 2].map((id) => ({
          id,
          category_id: 1,
          code: `C${id}`,
          title: `Course ${id}`,
          subject: 'S',
          credits: 3,
          semester: '1',
          price_cents: 500,
          updated_at: now,
        })) as never,
      )
      .execute();
    const order = {
      reference: 'DRS-222222',
      user_id: null,
      session_key: null,
      status: 'paid',
      total_cents: 1000,
      currency: 'USD',
      note: null,
      created_at: now,
      updated_at: now,
      expires_at: now,
      paid_at: now,
      cancelled_at: null,
    };
    const { id } = await raw
      .insertInto('orders')
      .values(order as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written as the previous release writes its items.
    await raw
      .insertInto('order_items')
      .values(
        [1, 2].map((course) => ({
          order_id: id,
          course_id: course,
          code: `C${course}`,
          title: `Course ${course}`,
          price_cents: 500,
        })) as never,
      )
      .execute();

    const all = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await all.migrateToLatest()).error).toBeUndefined();
    const items = await db
      .selectFrom('order_items')
      .select(['order_id', 'kind', 'course_id', 'booking_id', 'code', 'price_cents'])
      .orderBy('course_id')
      .execute();
    expect(items).toEqual([
      { order_id: id, kind: 'course', course_id: 1, booking_id: null, code: 'C1', price_cents: 500 },
      { order_id: id, kind: 'course', course_id: 2, booking_id: null, code: 'C2', price_cents: 500 },
    ]);
    // The previous release's insert (no kind) still works; a course twice in an order does not.
    await raw
      .insertInto('orders')
      .values({ ...order, reference: 'DRS-333333' } as never)
      .execute();
    const second = await db.selectFrom('orders').select('id').where('reference', '=', 'DRS-333333').executeTakeFirstOrThrow();
    await raw
      .insertInto('order_items')
      .values({ order_id: second.id, course_id: 1, code: 'C1', title: 'Course 1', price_cents: 500 } as never)
      .execute();
    await expect(
      raw
        .insertInto('order_items')
        .values({ order_id: second.id, course_id: 1, code: 'C1', title: 'Course 1', price_cents: 500 } as never)
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    // A session item needs its booking; a course item its course.
    await expect(
      db
        .insertInto('order_items')
        .values({ order_id: Number(second.id), kind: 'session', course_id: null, code: 'SESSION', title: 'x', price_cents: 1 })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    expect((await db.selectFrom('mail_outbox').select('attachments').execute()).length).toBe(0);

    expect((await all.migrateTo('009-catalogue')).error).toBeUndefined();
    const down = await raw.selectFrom('order_items').selectAll().orderBy('order_id').orderBy('course_id').execute();
    expect(down).toHaveLength(3);
    expect(down[0]).not.toHaveProperty('kind');
    expect(await all.migrateToLatest().then((r) => r.error)).toBeUndefined();
  });
});
