import { formatCents, paymentMethodIn, type ReportGroup } from '@darsak/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { rebuildReportTotals } from '../../src/db/migrations/020-report-totals.ts';
import { appendMoneyEntry, countEntriesOutsideTotals } from '../../src/money/entries.ts';
import { revenueReport, shareCents } from '../../src/money/reports.ts';
import { exportOrdersPage, exportPaymentsPage, reportItemsOf } from '../../src/repositories/payments.ts';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { placeOrder, signedInClient } from '../helpers/shop.ts';

/**
 * The revenue report reads the totals kept with the ledger (decision 087, amended). Its answers
 * must be the ones it gave when it read every entry of the range: `ledgerReport` below is that
 * former implementation, kept as the oracle.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The report as it was computed before the kept totals: every entry of the range, bucketed here. */
async function ledgerReport(db: Db, input: { from?: string | undefined; to?: string | undefined; group: ReportGroup }) {
  const methods = server.app.config.business.paymentMethods;
  const entries = await db
    .selectFrom('order_payments')
    .select(['id', 'order_id', 'kind', 'method', 'usd_cents', 'recorded_at'])
    .$if(input.from !== undefined, (qb) => qb.where('recorded_at', '>=', `${input.from}T00:00:00.000Z`))
    .$if(input.to !== undefined, (qb) =>
      qb.where('recorded_at', '<', new Date(Date.parse(`${input.to}T00:00:00.000Z`) + 86_400_000).toISOString()),
    )
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  type Bucket = { key: string; label: string; orders: Set<number>; paid: number; refunded: number };
  const buckets = new Map<string, Bucket>();
  const add = (key: string, label: string, orderId: number, kind: string, cents: number) => {
    const bucket = buckets.get(key) ?? { key, label, orders: new Set<number>(), paid: 0, refunded: 0 };
    bucket.orders.add(orderId);
    if (kind === 'refund') bucket.refunded += cents;
    else bucket.paid += cents;
    buckets.set(key, bucket);
  };
  const methodLabel = (id: string) => {
    const method = methods.find((m) => m.id === id);
    return method ? paymentMethodIn(method, 'en').name : id;
  };
  const items =
    input.group === 'course' || input.group === 'tutor'
      ? await reportItemsOf(db, [...new Set(entries.map((e) => Number(e.order_id)))])
      : [];
  for (const entry of entries) {
    const orderId = Number(entry.order_id);
    const cents = Number(entry.usd_cents);
    if (input.group === 'day') add(entry.recorded_at.slice(0, 10), entry.recorded_at.slice(0, 10), orderId, entry.kind, cents);
    else if (input.group === 'month') add(entry.recorded_at.slice(0, 7), entry.recorded_at.slice(0, 7), orderId, entry.kind, cents);
    else if (input.group === 'method') add(entry.method, methodLabel(entry.method), orderId, entry.kind, cents);
    else {
      const lines = items.filter((i) => Number(i.order_id) === orderId);
      const shares = shareCents(
        cents,
        lines.map((l) => l.price_cents),
      );
      lines.forEach((line, index) => {
        const share = shares[index]!;
        if (input.group === 'course') {
          const key =
            line.kind === 'session'
              ? 'sessions'
              : line.kind === 'package'
                ? 'packages'
                : line.kind === 'plan'
                  ? `plan:${line.code}`
                  : `course:${line.course_id}`;
          const label = line.kind === 'session' ? 'Sessions' : line.kind === 'package' ? 'Packages of hours' : `${line.code} ${line.title}`;
          add(key, label, orderId, entry.kind, share);
          return;
        }
        if (line.tutors.length === 0) return add('tutor:none', '—', orderId, entry.kind, share);
        const tutorShares = shareCents(
          share,
          line.tutors.map(() => 1),
        );
        line.tutors.forEach((tutor, t) => add(`tutor:${tutor.id}`, tutor.name, orderId, entry.kind, tutorShares[t]!));
      });
    }
  }
  const byTime = input.group === 'day' || input.group === 'month';
  const paid = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + Number(e.usd_cents), 0);
  const refunded = entries.filter((e) => e.kind === 'refund').reduce((s, e) => s + Number(e.usd_cents), 0);
  return {
    group: input.group,
    from: input.from ?? null,
    to: input.to ?? null,
    rows: [...buckets.values()]
      .sort((a, b) => (byTime ? a.key.localeCompare(b.key) : b.paid - a.paid || a.key.localeCompare(b.key)))
      .map((b) => ({
        key: b.key,
        label: b.label,
        orders: b.orders.size,
        paid_usd: formatCents(b.paid),
        refunded_usd: formatCents(b.refunded),
      })),
    totals: {
      orders: new Set(entries.map((e) => Number(e.order_id))).size,
      paid_usd: formatCents(paid),
      refunded_usd: formatCents(refunded),
      net_usd: formatCents(paid - refunded),
    },
  };
}

const GROUPS: ReportGroup[] = ['day', 'month', 'method', 'course', 'tutor'];
const report = (input: { from?: string | undefined; to?: string | undefined; group: ReportGroup }) =>
  revenueReport(server.app.db, { ...input, methods: server.app.config.business.paymentMethods, locale: 'en' });
const keptRows = async () =>
  (await server.app.db.selectFrom('report_totals').selectAll().execute())
    .map((r) => ({ ...r, orders: Number(r.orders), paid_cents: Number(r.paid_cents), refunded_cents: Number(r.refunded_cents) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** A small deterministic generator (mulberry32): a failing case can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the revenue report from kept totals', () => {
  it('answers exactly what the ledger-reading report answered, for every group, on random orders, entries and ranges', async () => {
    const db = server.app.db;
    const rand = random(20261129);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    const now = new Date().toISOString();
    const courses = (await db.selectFrom('courses').select(['id', 'code', 'title', 'price_cents']).orderBy('id').limit(8).execute()).map(
      (c) => ({ ...c, id: Number(c.id) }),
    );
    const tutors = (await db.selectFrom('tutors').select('id').orderBy('id').limit(4).execute()).map((t) => Number(t.id));
    expect(courses.length).toBe(8);
    expect(tutors.length).toBeGreaterThanOrEqual(3);
    // Courses with no tutor, one, two and three (a course's share is split among them evenly).
    await db
      .deleteFrom('course_tutors')
      .where(
        'course_id',
        'in',
        courses.map((c) => c.id),
      )
      .execute();
    for (const [index, course] of courses.entries())
      for (let t = 0; t < index % 4; t += 1)
        await db.insertInto('course_tutors').values({ course_id: course.id, tutor_id: tutors[t]!, position: t }).execute();
    const pack = await db
      .insertInto('tutor_packages')
      .values({ tutor_id: tutors[1]!, hours: 5, price_cents: 9_000, archived_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    const orderIds: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      const chosen = courses.filter(() => rand() < 0.3);
      const lines = [
        ...chosen.map((c) => ({
          kind: 'course' as const,
          course_id: c.id,
          package_id: null,
          code: c.code,
          title: c.title,
          price_cents: c.price_cents,
        })),
        ...(rand() < 0.3
          ? [
              {
                kind: 'plan' as const,
                course_id: null,
                package_id: null,
                code: pick(['PLAN-A', 'PLAN-B']),
                title: 'Plan',
                price_cents: 2_000,
              },
            ]
          : []),
        ...(rand() < 0.2 || chosen.length === 0
          ? [{ kind: 'package' as const, course_id: null, package_id: Number(pack.id), code: 'PKG', title: 'Hours', price_cents: 9_000 }]
          : []),
      ];
      const order = await db
        .insertInto('orders')
        .values({
          reference: `DRS-RT${String(n).padStart(4, '0')}`,
          user_id: null,
          session_key: null,
          status: 'paid',
          total_cents: lines.reduce((s, l) => s + l.price_cents, 0),
          currency: 'USD',
          note: null,
          created_at: now,
          updated_at: now,
          expires_at: now,
          paid_at: now,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(Number(order.id));
      await db
        .insertInto('order_items')
        .values(lines.map((line) => ({ ...line, order_id: Number(order.id), booking_id: null })))
        .execute();
    }
    // 200 entries from 2025-12-20 to 2026-03-10 (months cut at both ends), some on the same
    // day as the same order's previous one; a few of one to three cents (the shares' rounding).
    const start = Date.parse('2025-12-20T00:00:00.000Z');
    const entries = Array.from({ length: 200 }, () => ({
      orderId: pick(orderIds),
      at: new Date(start + Math.floor(rand() * 80 * 86_400_000)).toISOString(),
      kind: rand() < 0.8 ? ('payment' as const) : ('refund' as const),
      method: pick(['cash', 'whish', 'omt', 'retired-method']),
      cents: rand() < 0.1 ? 1 + Math.floor(rand() * 3) : 1 + Math.floor(rand() * 6_000),
    })).sort((a, b) => a.at.localeCompare(b.at));
    for (const entry of entries)
      await db.transaction().execute((trx) =>
        appendMoneyEntry(trx, {
          orderId: entry.orderId,
          kind: entry.kind,
          method: entry.method,
          amount: entry.cents,
          currency: 'USD',
          rate: null,
          usdCents: entry.cents,
          receiptNumber: null,
          note: null,
          proof: null,
          actor: 'cli',
          at: entry.at,
        }),
      );

    const days = [
      '2025-12-01',
      '2025-12-20',
      '2025-12-31',
      '2026-01-01',
      '2026-01-17',
      '2026-01-31',
      '2026-02-01',
      '2026-02-28',
      '2026-03-05',
      '2026-03-20',
    ];
    const ranges: Array<{ from?: string; to?: string }> = [
      {},
      { from: '2026-01-01' },
      { to: '2026-02-14' },
      { from: '2026-03-10', to: '2026-01-02' }, // backwards: nothing
      { from: '2025-12-20', to: '2026-03-20' }, // nothing before the first day nor after the last: month rows at both ends
      { from: '2026-01-17', to: '2026-02-10' },
      ...Array.from({ length: 14 }, () => {
        const [a, b] = [pick(days), pick(days)].sort();
        return { from: a, to: b };
      }),
      ...Array.from({ length: 6 }, () => {
        const from = new Date(start + Math.floor(rand() * 80) * 86_400_000).toISOString().slice(0, 10);
        return { from, to: new Date(Date.parse(from) + Math.floor(rand() * 60) * 86_400_000).toISOString().slice(0, 10) };
      }),
    ];
    let nonEmpty = 0;
    for (const range of ranges)
      for (const group of GROUPS) {
        const expected = await ledgerReport(db, { ...range, group });
        expect(await report({ ...range, group }), JSON.stringify({ ...range, group })).toEqual(expected);
        if (expected.rows.length > 1) nonEmpty += 1;
      }
    expect(nonEmpty).toBeGreaterThan(80);

    // Migration 020's backfill (and the scale seed's) rebuilds exactly what the writes kept.
    const kept = await keptRows();
    expect(kept.length).toBeGreaterThan(200);
    expect(await rebuildReportTotals(db as never)).toBe(kept.length);
    expect(await keptRows()).toEqual(kept);
  });

  it('counts payments recorded at once, each under its order lock, and a refused one changes nothing', async () => {
    const admin = await signedInClient(server, { role: 'admin' });
    const orders = await Promise.all(Array.from({ length: 6 }, () => placeOrder(new TestClient(server.url), [3])));
    const before = await keptRows();
    const over = await admin.client.post(`/api/admin/orders/${orders[0]!.reference}/payments`, {
      method: 'cash',
      amount: 100_000,
      currency: 'USD',
    });
    expect(over.status).toBe(422);
    expect(await keptRows()).toEqual(before);
    // Two halves of every order, all twelve at once.
    const responses = await Promise.all(
      orders.flatMap((order) =>
        [0, 1].map((half) =>
          admin.client.post(`/api/admin/orders/${order.reference}/payments`, {
            method: half ? 'whish' : 'cash',
            amount: half ? Number(order.total) - Math.floor(Number(order.total) / 2) : Math.floor(Number(order.total) / 2),
            currency: 'USD',
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const today = new Date().toISOString().slice(0, 10);
    for (const group of GROUPS)
      expect(await report({ from: today, to: today, group })).toEqual(await ledgerReport(server.app.db, { from: today, to: today, group }));
    expect((await report({ from: today, to: today, group: 'day' })).totals.orders).toBeGreaterThanOrEqual(6);
    // What the concurrent writes kept is what the ledger, read again in time order, gives.
    const kept = await keptRows();
    await rebuildReportTotals(server.app.db as never);
    expect(await keptRows()).toEqual(kept);
  });
  it('adds entries a previous release recorded without the totals, once, however many instances catch up at once', async () => {
    const db = server.app.db;
    const admin = await signedInClient(server, { role: 'admin' });
    const [first, second] = await Promise.all([
      placeOrder(new TestClient(server.url), [2]),
      placeOrder(new TestClient(server.url), [4, 5]),
    ]);
    const paid = await admin.client.post(`/api/admin/orders/${first!.reference}/payments`, {
      method: 'cash',
      amount: Math.floor(Number(first!.total) / 2),
      currency: 'USD',
    });
    expect(paid.status).toBe(201);
    // What an instance of the previous release writes: the ledger's row alone (no in_report_totals, no totals).
    const orderOf = async (reference: string) =>
      Number((await db.selectFrom('orders').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()).id);
    const old = (orderId: number, method: string, cents: number, at: string) =>
      db
        .insertInto('order_payments')
        .values({
          order_id: orderId,
          kind: 'payment',
          method,
          amount: cents,
          currency: 'USD',
          rate: null,
          usd_cents: cents,
          receipt_number: null,
          note: null,
          proof_path: null,
          proof_mime: null,
          proof_name: null,
          recorded_at: at,
          recorded_by_id: null,
          recorded_by: 'previous release',
        })
        .execute();
    const now = Date.now();
    await old(await orderOf(first!.reference), 'whish', 500, new Date(now + 1_000).toISOString());
    await old(await orderOf(second!.reference), 'omt', 700, new Date(now + 2_000).toISOString());
    const today = new Date(now).toISOString().slice(0, 10);
    const missing = await report({ from: today, to: today, group: 'method' });
    expect(missing).not.toEqual(await ledgerReport(db, { from: today, to: today, group: 'method' }));

    const added = await Promise.all([countEntriesOutsideTotals(db), countEntriesOutsideTotals(db), countEntriesOutsideTotals(db)]);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await countEntriesOutsideTotals(db)).toBe(0);
    for (const group of GROUPS)
      expect(await report({ from: today, to: today, group })).toEqual(await ledgerReport(db, { from: today, to: today, group }));
    const kept = await keptRows();
    await rebuildReportTotals(db as never);
    expect(await keptRows()).toEqual(kept);
  });
});

describe('the exports read by keyset', () => {
  it('page through rows of the same instant once each, in time then id order', async () => {
    const db = server.app.db;
    const at = '2024-05-05T05:05:05.000Z';
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const order = await db
        .insertInto('orders')
        .values({
          reference: `DRS-KS${n}`,
          user_id: null,
          session_key: null,
          status: 'pending',
          total_cents: 500,
          currency: 'USD',
          note: null,
          created_at: at,
          updated_at: at,
          expires_at: at,
          paid_at: null,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(order.id));
      await db.transaction().execute((trx) =>
        appendMoneyEntry(trx, {
          orderId: Number(order.id),
          kind: 'payment',
          method: 'cash',
          amount: 100 + n,
          currency: 'USD',
          rate: null,
          usdCents: 100 + n,
          receiptNumber: null,
          note: null,
          proof: null,
          actor: 'cli',
          at,
        }),
      );
    }
    const range = { from: '2024-05-05T00:00:00.000Z', to: '2024-05-06T00:00:00.000Z' };
    const orders: Array<{ id: number; paid: unknown }> = [];
    for (let after: { at: string; id: number } | undefined; ;) {
      const page = await exportOrdersPage(db, range, after, 2);
      if (page.length === 0) break;
      orders.push(...page.map((row) => ({ id: Number(row.id), paid: Number(row.paid_cents) })));
      after = { at: page[page.length - 1]!.created_at, id: Number(page[page.length - 1]!.id) };
    }
    expect(orders).toEqual(ids.map((id, n) => ({ id, paid: 100 + n })));
    const payments: string[] = [];
    for (let after: { at: string; id: number } | undefined; ;) {
      const page = await exportPaymentsPage(db, range, after, 2);
      if (page.length === 0) break;
      payments.push(...page.map((row) => `${row.reference}:${row.usd_cents}`));
      after = { at: page[page.length - 1]!.recorded_at, id: Number(page[page.length - 1]!.id) };
    }
    expect(payments).toEqual(ids.map((_, n) => `DRS-KS${n}:${100 + n}`));
  });
});
