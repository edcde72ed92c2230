import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrations, type Db } from '../index.ts';

describe('migration 018 (tutor packages) on a database with orders', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every order item, takes package items only with their package, and goes back down to 017', async () => {
    dir = mkdtempSync(join(tmpdir(), 'darsak-migration-'));
    db = createDb({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '018'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    const raw = db as unknown as Db;
    await raw
      .insertInto('courses')
      .values({
        id: 1,
        category_id: 1,
        code: 'C1',
        title: 'Course 1',
        subject: 'S',
        credits: 3,
        semester: '1',
        price_cents: 500,
        updated_at: now,
      } as never)
      .execute();
    const { id: orderId } = await raw
      .insertInto('orders')
      .values({
        reference: 'DRS-222222',
        user_id: null,
        session_key: null,
        status: 'pending',
        total_cents: 500,
        currency: 'USD',
        note: null,
        created_at: now,
        updated_at: now,
        expires_at: now,
        paid_at: null,
        cancelled_at: null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await raw
      .insertInto('order_items')
      .values({ order_id: orderId, kind: 'course', course_id: 1, code: 'C1', title: 'Course 1', price_cents: 500 } as never)
      .execute();

    const all = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await all.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('order_items').select(['kind', 'course_id', 'package_id', 'price_cents']).execute()).toEqual([
      { kind: 'course', course_id: 1, package_id: null, price_cents: 500 },
    ]);
    const tutor = await raw
      .insertInto('tutors')
      .values({
        name: 'T',
        image: '',
        university: 'U',
        major: 'M',
        year: 'Y',
        bio: null,
        courses: '[]',
        rating: 0,
        reviews: '[]',
        private_courses: '[]',
        contact: '{}',
        joined_date: '2026-01-01',
        years_of_experience: 0,
        students: 0,
        success_rate: 0,
        availability: '[]',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const pkg = await db
      .insertInto('tutor_packages')
      .values({ tutor_id: Number(tutor.id), hours: 5, price_cents: 6500, archived_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = {
      order_id: Number(orderId),
      kind: 'package' as const,
      course_id: null,
      code: 'PACKAGE',
      title: '5 hours',
      price_cents: 6500,
    };
    // A package item names its package.
    await expect(db.insertInto('order_items').values(item).execute()).rejects.toThrow(/CHECK/);
    await db
      .insertInto('order_items')
      .values({ ...item, package_id: Number(pkg.id) })
      .execute();
    // The ledger's kinds carry their sign and what they name.
    const entry = { user_id: 1, tutor_id: Number(tutor.id), order_item_id: 1, booking_id: null, created_at: now };
    await raw
      .insertInto('users')
      .values({ id: 1, name: 'S', email: 's@example.com', password: 'x', created_at: now, updated_at: now } as never)
      .execute();
    await expect(
      db
        .insertInto('credit_entries')
        .values({ ...entry, kind: 'purchase', minutes: -60 })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db
      .insertInto('credit_entries')
      .values({ ...entry, kind: 'purchase', minutes: 300 })
      .execute();
    await expect(
      db
        .insertInto('credit_entries')
        .values({ ...entry, kind: 'purchase', minutes: 300 })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);

    expect((await all.migrateTo('017-catalogue-version')).error).toBeUndefined();
    const down = await raw.selectFrom('order_items').selectAll().execute();
    expect(down).toHaveLength(1);
    expect(down[0]).not.toHaveProperty('package_id');
    expect(await all.migrateToLatest().then((r) => r.error)).toBeUndefined();
  });
});
