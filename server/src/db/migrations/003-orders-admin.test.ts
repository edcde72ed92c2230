import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrate, migrations, type Db } from '../index.ts';

describe('migration 003 on a database that already has data', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps users as students, applications pending, and fills the rating aggregates from existing ratings', async () => {
    dir = mkdtempSync(join(tmpdir(), 'darsak-migration-'));
    db = createDb({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
    const upTo002 = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '001-core': migrations['001-core']!, '002-domain': migrations['002-domain']! }) },
    });
    expect((await upTo002.migrateToLatest()).error).toBeUndefined();

    const now = new Date().toISOString();
    const users = [1, 2, 3].map((i) => ({
      id: i,
      name: `User ${i}`,
      email: `user${i}@example.com`,
      email_verified_at: now,
      password: 'x',
      image_path: null,
      created_at: now,
      updated_at: now,
    }));
    // Written with the 002 columns only, as an old release did.
    await db
      .insertInto('users')
      .values(users as never)
      .execute();
    const rating = (user_id: number, type: string, subject_id: string, value: number) => ({
      user_id,
      type,
      subject_id,
      rating: value,
      feedback: null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('ratings')
      .values([rating(1, 'course', '3', 5), rating(2, 'course', '3', 2), rating(3, 'course', '3', 4), rating(1, 'tutor', '1', 3)] as never)
      .execute();

    await migrate(db);

    const aggregates = await db.selectFrom('rating_aggregates').selectAll().orderBy('type').execute();
    expect(aggregates).toEqual([
      { type: 'course', subject_id: '3', count: 3, sum: 11, verified_count: 0 },
      { type: 'tutor', subject_id: '1', count: 1, sum: 3, verified_count: 0 },
    ]);
    const roles = await db.selectFrom('users').select(['role', 'disabled_at']).execute();
    expect(roles).toEqual(users.map(() => ({ role: 'student', disabled_at: null })));
    const ratings = await db.selectFrom('ratings').select(['verified', 'hidden_at']).execute();
    expect(ratings.every((r) => r.verified === 0 && r.hidden_at === null)).toBe(true);
  });
});
