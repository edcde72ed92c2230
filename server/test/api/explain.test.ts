import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_EMAIL_DOMAIN, seedScale } from '../../src/db/seeds/scale.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { actingAs, DEFAULT_PASSWORD } from '../helpers/factories.ts';

/**
 * Every hot query, as the real server sends it while answering the hot requests, is EXPLAINed on
 * a seeded database and must reach the big tables through an index (issue 9). PostgreSQL only:
 * SQLite's planner is not the production one.
 */
const BIG_TABLES = [
  'users',
  'ratings',
  'orders',
  'order_items',
  'sessions',
  'mail_outbox',
  'bookings',
  'order_payments',
  'audit_log',
  'report_totals',
];
/**
 * 30,000 users, 300,000 ratings, 6,000 orders (and in proportion 1,500 sessions booked, 4,700
 * payments and refunds, 1,900 audit entries...): enough for the planner to prefer what it would at scale.
 */
const FACTOR = 0.03;

type Statement = { text: string; values: unknown[] };
let recording: Statement[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

let server: TestServer;
let client: TestClient;
let adminClient: TestClient;
let reference: string;

beforeAll(async () => {
  if (!usingPostgres()) return;
  // Sessions in the database (not Redis), so their lookup is one of the queries.
  server = await startTestServer({ REDIS_URL: '' });
  const db = server.app.db;
  await seedScale(db, { factor: FACTOR, passwordHash: await hash(DEFAULT_PASSWORD) });
  // Sessions of many users, as a busy day leaves them.
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  await sql`insert into sessions (id, user_id, payload, ip_address, user_agent, expires_at, updated_at)
    select md5(g::text) || md5((g * 7)::text), g, '{}', '127.0.0.1', 'seed', ${expires}, ${expires}
    from generate_series(1, 30000) as g`.execute(db);
  // A year of an operations team's audit entries (the seed's share at this factor is under 2,000,
  // which the planner reads whole): five admins' payments, refunds, notes and hidden ratings.
  await sql`insert into audit_log (actor_id, actor, action, target_type, target_id, details, created_at)
    select null, 'admin' || (g % 5 + 1) || '@darsak.test',
           (array['order.mark_paid', 'order.refund', 'order.note', 'rating.hide', 'user.disable', 'course.update'])[g % 6 + 1],
           'order', 'DRS-' || lpad((g % 20000)::text, 6, '0'), '{}', ${new Date(Date.now() - 86_400_000).toISOString()}
    from generate_series(1, 60000) as g`.execute(db);
  // What autovacuum keeps up in production: statistics and the visibility map (index-only counts).
  for (const table of [
    'sessions',
    'users',
    'ratings',
    'orders',
    'order_items',
    'bookings',
    'order_payments',
    'report_totals',
    'audit_log',
    'mail_outbox',
  ])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);

  const user = await db.selectFrom('users').selectAll().where('email', '=', `student77@${SCALE_EMAIL_DOMAIN}`).executeTakeFirstOrThrow();
  client = new TestClient(server.url);
  await actingAs(server, client, user);
  const staff = await db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', `student5@${SCALE_EMAIL_DOMAIN}`)
    .returningAll()
    .executeTakeFirstOrThrow();
  adminClient = new TestClient(server.url);
  await actingAs(server, adminClient, staff);
  const order = await db.selectFrom('orders').select('reference').where('user_id', '=', user.id).executeTakeFirst();
  reference = order?.reference ?? (await db.selectFrom('orders').select('reference').executeTakeFirstOrThrow()).reference;

  // Records what the app sends to PostgreSQL (Kysely's pg driver calls client.query(text, values)).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording && typeof args[0] === 'string' && Array.isArray(args[1])) recording.push({ text: args[0], values: args[1] });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}, 180_000);

afterAll(async () => {
  pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
  await server?.close();
});

/** The statements the server ran while answering `send`. */
async function statementsOf(send: () => Promise<{ status: number }>, expected: number[]): Promise<Statement[]> {
  recording = [];
  const response = await send();
  const statements = recording;
  recording = null;
  expect(expected).toContain(response.status);
  return statements.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.text));
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

async function plan(statement: Statement): Promise<PlanNode> {
  const db = new pg.Client({ connectionString: (server.config.database as { url: string }).url });
  await db.connect();
  try {
    const { rows } = (await query.call(db, `explain (format json) ${statement.text}`, statement.values)) as {
      rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
    };
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  } finally {
    await db.end();
  }
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Fails on a sequential scan of a big table; returns the indexes the plans use. */
async function expectIndexed(statements: Statement[]): Promise<string[]> {
  expect(statements.length).toBeGreaterThan(0);
  const used: string[] = [];
  for (const statement of statements) {
    const all = nodes(await plan(statement));
    const scans = all.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''));
    expect(
      scans.map((n) => n['Relation Name']),
      statement.text,
    ).toEqual([]);
    used.push(...all.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])));
  }
  return used;
}

describe.skipIf(!usingPostgres())('EXPLAIN of the hot queries on a seeded PostgreSQL', () => {
  it('session lookup and user by id (GET /api/user)', async () => {
    const used = await expectIndexed(await statementsOf(() => client.get('/api/user'), [200]));
    expect(used).toContain('sessions_pkey');
    expect(used).toContain('users_pkey');
  });

  it('user by e-mail (POST /login)', async () => {
    const fresh = new TestClient(server.url);
    await fresh.csrf();
    const statements = await statementsOf(
      () => fresh.post('/login', { email: `student78@${SCALE_EMAIL_DOMAIN}`, password: DEFAULT_PASSWORD }),
      [204],
    );
    const used = await expectIndexed(statements);
    expect(used.some((name) => /users_email/.test(name))).toBe(true);
  });

  it('ratings summary (GET /api/ratings/summary?type=course) and one subject', async () => {
    await expectIndexed(await statementsOf(() => client.get('/api/ratings/summary?type=course'), [200]));
    await expectIndexed(await statementsOf(() => client.get('/api/ratings/summary?type=course&subject_id=3'), [200]));
  });

  it('rating upsert (POST /api/ratings)', async () => {
    const statements = await statementsOf(
      () => client.post('/api/ratings', { type: 'course', subject_id: '7', rating: 4, feedback: null }),
      [200, 201],
    );
    await expectIndexed(statements);
  });

  it('orders of the user (GET /api/orders) and order by reference (GET /api/orders/{reference})', async () => {
    const used = await expectIndexed(await statementsOf(() => client.get('/api/orders'), [200]));
    expect(used).toContain('orders_user_index');
    await expectIndexed(await statementsOf(() => client.get(`/api/orders/${reference}`), [200, 404]));
  });

  it.each(['paid', 'cancelled'])(
    'admin orders list by status (%s), newest first: one statement, read in index order, no sort',
    async (status) => {
      const statements = await statementsOf(() => adminClient.get(`/api/admin/orders?status=${status}`), [200]);
      // The page, its items and the capped total in one statement (decision 063); the total counts
      // the first ADMIN_TOTAL_CAP + 1 matching orders newest first, so it too is an index range.
      const lists = statements.filter((s) => /from "orders"/.test(s.text));
      expect(lists).toHaveLength(1);
      const used = await expectIndexed(statements);
      // A common status walks the newest-first index and filters; a rare one its own (status, created_at).
      expect(
        used.some((name) => ['orders_status_created_index', 'orders_created_index'].includes(name)),
        used.join(', '),
      ).toBe(true);
      expect(used).toContain('order_items_order_course_unique');
      expect(nodes(await plan(lists[0]!)).map((n) => n['Node Type'])).not.toContain('Sort');
    },
  );

  /** Every admin read (issue 23, part 6; decision 087): the statements of the answer, each reaching the big tables through an index. */
  const adminRead = async (path: string, expected = [200]) => expectIndexed(await statementsOf(() => adminClient.get(path), expected));

  it.each([
    '/api/admin/users',
    '/api/admin/users?page=5',
    // A contained search of three characters or more walks the trigram indexes of lower(e-mail) and lower(name).
    '/api/admin/users?q=student1234',
    '/api/admin/users?q=udent77',
    '/api/admin/users?q=nobody-by-this-name',
    // Shorter, a prefix of the e-mail or the name, through their lower() b-tree indexes.
    '/api/admin/users?q=st',
  ])('admin users: %s', async (path) => {
    await adminRead(path);
  });

  it('admin users: a contained search uses the trigram indexes, a short one the prefix indexes', async () => {
    const contained = await adminRead('/api/admin/users?q=udent77');
    expect(
      contained.some((name) => /users_(email|name)_trgm/.test(name)) || contained.includes('users_created_index'),
      contained.join(', '),
    ).toBe(true);
    const rare = await adminRead('/api/admin/users?q=nobody-by-this-name');
    expect(
      rare.some((name) => /users_(email|name)_trgm/.test(name)),
      rare.join(', '),
    ).toBe(true);
  });

  // Accounts of one period that a search finds by the thousand (student1…, 11,111 of the 30,000,
  // none of the newest 200): the accounts created since where the sample places 400 of them, the
  // rest of that day by created_at and then those holding one of its trigrams, by day and by month
  // (decision 087, sixth amendment), not the trigram index's list of every match.
  it('admin users: many matches of one period are read in the days and months of the newest of them', async () => {
    const statements = await statementsOf(() => adminClient.get('/api/admin/users?q=udent1'), [200]);
    const used = await expectIndexed(statements);
    expect(used, used.join(', ')).toContain('users_search_slices_index');
    const window = statements.find((s) => s.text.includes('user_search_slices'))!;
    const indexes = nodes(await plan(window)).flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));
    expect(indexes.filter((name) => name !== 'users_pkey').sort()).toEqual(['users_created_index', 'users_search_slices_index']);
  });

  // A whole address pasted reads the e-mail's trigram index for its local part and '@' only, and
  // a contained search for its uncommon trigrams only: never the domain's, nor the 'stu' ... 'ent'
  // that every scale account holds (decision 087, amended).
  it.each(['Student1234@Scale.Darsak.Test', 'student1234', 'udent77'])(
    'admin users: %s reads the index for its uncommon part',
    async (q) => {
      const statements = await statementsOf(() => adminClient.get(`/api/admin/users?q=${encodeURIComponent(q)}`), [200]);
      const conditions = (await Promise.all(statements.filter((s) => /from "users"/.test(s.text)).map(async (s) => nodes(await plan(s)))))
        .flat()
        .filter((n) => n['Index Name'] === 'users_email_trgm_index')
        .map((n) => (n as { 'Index Cond'?: string })['Index Cond'] ?? '');
      for (const condition of conditions) {
        expect(condition).not.toContain('darsak');
        expect(condition).not.toContain('stu');
      }
      if (q.includes('1234')) expect(conditions.length).toBeGreaterThan(0);
    },
  );

  it.each([
    '/api/admin/ratings',
    '/api/admin/ratings?page=7',
    '/api/admin/ratings?hidden=true',
    '/api/admin/ratings?hidden=false',
    '/api/admin/ratings?type=product',
    '/api/admin/ratings?type=tutor&hidden=true',
  ])('admin ratings, newest first in index order with a capped total: %s', async (path) => {
    const statements = await statementsOf(() => adminClient.get(path), [200]);
    await expectIndexed(statements);
    for (const statement of statements.filter((s) => /from "ratings"/.test(s.text)))
      expect(nodes(await plan(statement)).map((n) => n['Node Type'])).not.toContain('Sort');
  });

  it('admin stats: every figure from an index range', async () => {
    await adminRead('/api/admin/stats');
  });

  it.each([
    '/api/admin/audit',
    '/api/admin/audit?page=4',
    '/api/admin/audit?actor=admin3',
    '/api/admin/audit?actor=admin3%40darsak.test',
    '/api/admin/audit?action=order',
    '/api/admin/audit?action=order.refund',
    '/api/admin/audit?action=rating.hide&actor=admin2',
  ])('admin audit log: %s', async (path) => {
    await adminRead(path);
  });

  it('admin audit log by target', async () => {
    const target = (
      await server.app.db.selectFrom('audit_log').select('target_id').where('target_type', '=', 'order').executeTakeFirstOrThrow()
    ).target_id;
    const used = await adminRead(`/api/admin/audit?target=${encodeURIComponent(target)}`);
    expect(
      used.some((name) => /audit_log_target/.test(name)),
      used.join(', '),
    ).toBe(true);
  });

  it.each(['/api/admin/orders', '/api/admin/orders?status=pending', '/api/admin/orders?status=expired'])(
    'admin orders: %s',
    async (path) => {
      await adminRead(path);
    },
  );

  // The order book's search: the reference by its trigram index, the buyer by the users' one and
  // orders_user_index (decision 087).
  it.each(['/api/admin/orders?q=DRS-', '/api/admin/orders?q=student123%40', '/api/admin/orders?q=7kq'])(
    'admin orders search: %s',
    async (path) => {
      await adminRead(path);
    },
  );

  // A whole reference, or its start: a range of the references' b-tree, not the trigrams 'drs'
  // and 'rs-' that every order has (decision 087, amended).
  it("admin orders search by a reference's start", async () => {
    const { reference } = await server.app.db.selectFrom('orders').select('reference').orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (const q of [reference, reference.slice(0, 9).toLowerCase()]) {
      const used = await adminRead(`/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(used, q).toContain('orders_reference_start_index');
    }
    // The buyers are looked up for the page's orders only: the join's outer side ends in the
    // page's Limit. Joined before it, a start matching 961 orders at full size looked up 961
    // buyers to keep 20.
    const statements = await statementsOf(() => adminClient.get(`/api/admin/orders?q=${reference.slice(0, 8)}`), [200]);
    const page = statements.find((s) => /"users"."email" as "email"/.test(s.text))!;
    type Placed = PlanNode & { 'Parent Relationship'?: string };
    const joinsOfBuyers = (node: Placed, ancestors: Placed[]): Placed[] =>
      node['Index Name'] === 'users_pkey'
        ? ancestors.filter((a) => /Nested Loop|Join/.test(a['Node Type'])).slice(-1)
        : (node.Plans ?? []).flatMap((child) => joinsOfBuyers(child, [...ancestors, node]));
    const planOf = (node: Placed): Placed[] => [
      node,
      ...(node.Plans ?? []).filter((c: Placed) => !/InitPlan|SubPlan/.test(c['Parent Relationship'] ?? '')).flatMap(planOf),
    ];
    const joins = joinsOfBuyers(await plan(page), []);
    expect(joins.length).toBe(1);
    const outer = joins[0]!.Plans!.find((child: Placed) => child['Parent Relationship'] === 'Outer')!;
    expect(planOf(outer).map((n) => n['Node Type'])).toContain('Limit');
  });

  it('admin order detail, with its payments, notes and history', async () => {
    const paid = await server.app.db
      .selectFrom('orders')
      .select('reference')
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await adminRead(`/api/admin/orders/${paid.reference}`);
  });

  it.each(['/api/admin/bookings', '/api/admin/bookings?status=cancelled', '/api/admin/bookings?from=2026-01-05&to=2026-02-04'])(
    'admin sessions: %s',
    async (path) => {
      await adminRead(path);
    },
  );

  it.each(['/api/admin/applications', '/api/admin/applications?status=pending', '/api/admin/outbox', '/api/admin/outbox?status=failed'])(
    'admin applications and outbox: %s',
    async (path) => {
      await adminRead(path);
    },
  );

  it.each([
    '/api/admin/courses',
    '/api/admin/courses/1',
    '/api/admin/courses/1/delivery',
    '/api/admin/courses/1/materials',
    '/api/admin/categories',
    '/api/admin/tutors',
    '/api/admin/tutors/1',
    '/api/admin/tutors/1/availability',
    '/api/admin/tutors/1/packages',
    '/api/admin/lbp-rate',
  ])('admin catalogue and money settings: %s', async (path) => {
    const statements = await statementsOf(() => adminClient.get(path), [200]);
    if (statements.length > 0) await expectIndexed(statements);
  });

  // The report reads the totals kept with the ledger (report_totals, by its primary key), never
  // the entries; the exports' batches are keyset ranges of orders_created_index and
  // order_payments_recorded_index, their buyers, sums and references read by id (decision 087).
  it.each(['month', 'day', 'method', 'course', 'tutor'])('revenue report over a year, by %s', async (group) => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const used = await adminRead(`/api/admin/reports/revenue?from=${from}&to=${to}&group=${group}`);
    expect(used, used.join(', ')).toContain('report_totals_pk');
  });

  it.each([
    ['orders', 'orders_created_index'],
    ['payments', 'order_payments_recorded_index'],
  ])('%s export over a year: each batch an index range', async (name, index) => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const used = await adminRead(`/api/admin/exports/${name}.csv?from=${from}&to=${to}`);
    expect(used, used.join(', ')).toContain(index);
  });

  it('has the data it claims: a scan would have been costly', async () => {
    const count = async (table: string) =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(server.app.db)).rows[0]!.n);
    expect(await count('users')).toBeGreaterThanOrEqual(30_000);
    expect(await count('ratings')).toBeGreaterThanOrEqual(300_000);
    expect(await count('orders')).toBeGreaterThanOrEqual(6_000);
    expect(await count('bookings')).toBeGreaterThanOrEqual(1_500);
    expect(await count('order_payments')).toBeGreaterThanOrEqual(3_000);
    expect(await count('audit_log')).toBeGreaterThanOrEqual(1_000);
  });

  it('records nothing in the future: no order created, paid or cancelled, no money moved, no booking made ahead of now', async () => {
    const now = new Date().toISOString();
    const ahead = async (table: 'orders' | 'order_payments' | 'bookings', column: string) =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} > ${now}`.execute(server.app.db))
          .rows[0]!.n,
      );
    for (const [table, column] of [
      ['orders', 'created_at'],
      ['orders', 'paid_at'],
      ['orders', 'cancelled_at'],
      ['order_payments', 'recorded_at'],
      ['bookings', 'created_at'],
      ['bookings', 'cancelled_at'],
    ] as const) {
      expect([table, column, await ahead(table, column)]).toEqual([table, column, 0]);
    }
  });
});
