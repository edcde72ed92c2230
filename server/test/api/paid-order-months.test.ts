import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { down, up } from '../../src/db/migrations/022-paid-order-months.ts';
import { adminStats } from '../../src/repositories/admin-stats.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * The dashboard's paid orders of the month are kept by triggers on orders (migration 022,
 * decision 087 amended). Whatever moves an order in or out of 'paid', the kept rows must be the
 * definition: per UTC month of paid_at, the count and the total of the orders whose status is
 * 'paid'. `definition` computes it from the orders; every step below compares the two.
 */
let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startTestServer();
  db = server.app.db;
});
afterAll(() => server.close());

type Month = { month: string; orders: number; total_cents: number };
const byMonth = (rows: Array<{ month: string; orders: number | string; total_cents: number | string | null }>): Month[] =>
  rows
    .map((r) => ({ month: r.month, orders: Number(r.orders), total_cents: Number(r.total_cents ?? 0) }))
    .filter((r) => r.orders !== 0 || r.total_cents !== 0)
    .sort((a, b) => a.month.localeCompare(b.month));

async function definition(): Promise<Month[]> {
  const { rows } = await sql<Month>`
    select substr(paid_at, 1, 7) as month, count(*) as orders, sum(total_cents) as total_cents
    from orders where status = 'paid' and paid_at is not null group by substr(paid_at, 1, 7)`.execute(db);
  return byMonth(rows);
}
const kept = async () => byMonth(await db.selectFrom('paid_order_months').selectAll().execute());

let serial = 0;
async function insertOrder(values: { status: 'pending' | 'paid' | 'cancelled'; total: number; paidAt: string | null }): Promise<number> {
  serial += 1;
  const at = '2025-03-01T10:00:00.000Z';
  const row = await db
    .insertInto('orders')
    .values({
      reference: `DRS-PM${String(serial).padStart(4, '0')}`,
      user_id: null,
      session_key: null,
      status: values.status,
      total_cents: values.total,
      currency: 'USD',
      note: null,
      created_at: at,
      updated_at: at,
      expires_at: at,
      paid_at: values.paidAt,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('paid orders kept by month (migration 022)', () => {
  it('follows every way an order enters or leaves paid, moves month or changes total', async () => {
    const march = '2025-03-31T23:59:59.000Z';
    const april = '2025-04-01T00:00:00.000Z';
    const a = await insertOrder({ status: 'paid', total: 1000, paidAt: march });
    const b = await insertOrder({ status: 'pending', total: 2500, paidAt: null });
    const c = await insertOrder({ status: 'paid', total: 700, paidAt: april });
    const d = await insertOrder({ status: 'paid', total: 0, paidAt: april }); // a credit booking's order
    await insertOrder({ status: 'cancelled', total: 400, paidAt: null });
    const definitionNow = await definition();
    expect(definitionNow).toContainEqual({ month: '2025-03', orders: 1, total_cents: 1000 });
    expect(await kept()).toEqual(definitionNow);

    const steps: Array<[string, () => Promise<unknown>]> = [
      ['a pending order paid', () => db.updateTable('orders').set({ status: 'paid', paid_at: april }).where('id', '=', b).execute()],
      [
        'a note changed on a paid order',
        () => db.updateTable('orders').set({ note: 'n', updated_at: april }).where('id', '=', a).execute(),
      ],
      ['the status set to what it is', () => db.updateTable('orders').set({ status: 'paid' }).where('id', '=', a).execute()],
      ['a paid order refunded', () => db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', c).execute()],
      ['a paid order moved to another month', () => db.updateTable('orders').set({ paid_at: april }).where('id', '=', a).execute()],
      ['a paid total changed', () => db.updateTable('orders').set({ total_cents: 1250 }).where('id', '=', a).execute()],
      ['a refunded order paid again', () => db.updateTable('orders').set({ status: 'paid' }).where('id', '=', c).execute()],
      ['a paid order losing its paid_at', () => db.updateTable('orders').set({ paid_at: null }).where('id', '=', d).execute()],
      ['several rows in one statement', () => db.updateTable('orders').set({ status: 'refunded' }).where('id', 'in', [a, b]).execute()],
      ['a paid order deleted', () => db.deleteFrom('orders').where('id', '=', c).execute()],
      ['an unpaid order deleted', () => db.deleteFrom('orders').where('id', '=', d).execute()],
    ];
    for (const [name, step] of steps) {
      await step();
      expect(await kept(), name).toEqual(await definition());
    }
  });

  it('counts every one of many payments made at once', async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => insertOrder({ status: 'pending', total: 100 + i, paidAt: null })));
    const paidAt = '2025-06-15T12:00:00.000Z';
    // Each in its own transaction, as the money desk pays orders: on PostgreSQL they run at once on the pool.
    await Promise.all(
      ids.map((id) =>
        db
          .transaction()
          .execute((trx) => trx.updateTable('orders').set({ status: 'paid', paid_at: paidAt }).where('id', '=', id).execute()),
      ),
    );
    const june = (await kept()).find((m) => m.month === '2025-06');
    expect(june).toEqual({ month: '2025-06', orders: 24, total_cents: ids.reduce((sum, _, i) => sum + 100 + i, 0) });
    expect(await kept()).toEqual(await definition());
  });

  it("gives the dashboard this month's paid orders and their total from the kept row", async () => {
    const now = new Date('2025-09-20T08:00:00.000Z');
    await insertOrder({ status: 'paid', total: 3000, paidAt: '2025-09-01T00:00:00.000Z' });
    await insertOrder({ status: 'paid', total: 4500, paidAt: '2025-09-20T07:59:00.000Z' });
    await insertOrder({ status: 'paid', total: 999, paidAt: '2025-08-31T23:59:59.999Z' });
    const stats = await adminStats(db, now);
    expect({ paid: stats.paidThisMonth, cents: stats.revenueThisMonthCents }).toEqual({ paid: 2, cents: 7500 });
    const empty = await adminStats(db, new Date('2024-01-10T00:00:00.000Z'));
    expect({ paid: empty.paidThisMonth, cents: empty.revenueThisMonthCents }).toEqual({ paid: 0, cents: 0 });
  });

  it('is filled from the orders by the migration, then kept (down and up again)', async () => {
    await down(db as never);
    await insertOrder({ status: 'paid', total: 1800, paidAt: '2025-11-02T09:00:00.000Z' }); // written while nothing kept it
    await up(db as never);
    expect(await kept()).toEqual(await definition());
    expect(await kept()).toContainEqual({ month: '2025-11', orders: 1, total_cents: 1800 });
    await insertOrder({ status: 'paid', total: 200, paidAt: '2025-11-03T09:00:00.000Z' });
    expect(await kept()).toContainEqual({ month: '2025-11', orders: 2, total_cents: 2000 });
  });
});
