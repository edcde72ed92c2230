import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, migrate, type Db } from '../db/index.ts';
import { readSummaries } from './rating-aggregates.ts';

let db: Db;
beforeAll(async () => {
  db = createDb({ kind: 'sqlite', filename: ':memory:' });
  await migrate(db);
  // 40 rated courses, as the scale data set has, inserted out of order.
  const ids = Array.from({ length: 40 }, (_, i) => String(40 - i));
  await db
    .insertInto('rating_aggregates')
    .values(ids.map((id) => ({ type: 'course', subject_id: id, count: 2, sum: 9, verified_count: 1 })))
    .execute();
});
afterAll(() => db.destroy());

describe('readSummaries', () => {
  it('orders subjects numerically without building a collator per comparison (decision 043)', async () => {
    // localeCompare with a locale and options makes an ICU collator on every call: 2.7 ms per summary.
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const rows = await readSummaries(db, 'course');
      expect(rows.map((r) => r.subject_id)).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 1)));
      expect(rows[0]).toEqual({ type: 'course', subject_id: '1', average: 4.5, count: 2, verified_count: 1 });
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
