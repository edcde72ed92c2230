import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { revenueReport } from '../../money/reports.ts';
import { createDb, migrations, type Db } from '../index.ts';

describe('migration 020 (report totals) on a database with a ledger', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the kept totals from the entries recorded before it, and goes back down to 019', async () => {
    dir = mkdtempSync(join(tmpdir(), 'darsak-migration-'));
    db = createDb({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '020'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const at = '2026-01-10T10:00:00.000Z';
    const orderIds: number[] = [];
    for (const reference of ['DRS-222222', 'DRS-333333']) {
      const { id } = await db
        .insertInto('orders')
        .values({
          reference,
          user_id: null,
          session_key: null,
          status: 'paid',
          total_cents: 1000,
          currency: 'USD',
          note: null,
          created_at: at,
          updated_at: at,
          expires_at: at,
          paid_at: at,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(Number(id));
      await db
        .insertInto('order_items')
        .values({ order_id: Number(id), kind: 'plan', course_id: null, booking_id: null, code: 'PLAN', title: 'Plan', price_cents: 1000 })
        .execute();
    }
    const entry = (orderId: number, kind: 'payment' | 'refund', cents: number, recordedAt: string) => ({
      order_id: orderId,
      kind,
      method: 'cash',
      amount: cents,
      currency: 'USD' as const,
      rate: null,
      usd_cents: cents,
      receipt_number: null,
      note: null,
      proof_path: null,
      proof_mime: null,
      proof_name: null,
      recorded_at: recordedAt,
      recorded_by_id: null,
      recorded_by: 'cli',
    });
    await db
      .insertInto('order_payments')
      .values([
        entry(orderIds[0]!, 'payment', 1000, '2026-01-10T10:00:00.000Z'),
        entry(orderIds[1]!, 'payment', 600, '2026-01-31T23:00:00.000Z'),
        entry(orderIds[1]!, 'payment', 400, '2026-02-01T01:00:00.000Z'),
        entry(orderIds[0]!, 'refund', 250, '2026-02-02T09:00:00.000Z'),
      ])
      .execute();

    const all = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await all.migrateToLatest()).error).toBeUndefined();
    const report = (from: string, to: string, group: 'month' | 'course') =>
      revenueReport(db, { from, to, group, methods: [], locale: 'en' });
    expect(await report('2026-01-01', '2026-02-28', 'month')).toMatchObject({
      rows: [
        { key: '2026-01', orders: 2, paid_usd: '16.00', refunded_usd: '0.00' },
        { key: '2026-02', orders: 2, paid_usd: '4.00', refunded_usd: '2.50' },
      ],
      totals: { orders: 2, paid_usd: '20.00', refunded_usd: '2.50', net_usd: '17.50' },
    });
    // From the 1st of February: the second order's January payment is out of the range, its February one in.
    expect(await report('2026-02-01', '2026-02-02', 'course')).toMatchObject({
      rows: [{ key: 'plan:PLAN', label: 'PLAN Plan', orders: 2, paid_usd: '4.00', refunded_usd: '2.50' }],
      totals: { orders: 2 },
    });

    expect((await all.migrateTo('019-admin-search-indexes')).error).toBeUndefined();
    await expect(db.selectFrom('report_totals').selectAll().execute()).rejects.toThrow(/no such table/);
    expect(await all.migrateToLatest().then((r) => r.error)).toBeUndefined();
    expect(
      await db.selectFrom('report_totals').select('period').where('dimension', '=', 'all').where('grain', '=', 'm').execute(),
    ).toHaveLength(3);
  });
});
