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
const BIG_TABLES = ['users', 'ratings', 'orders', 'order_items', 'sessions', 'mail_outbox'];
/** 30,000 users, 300,000 ratings, 6,000 orders: enough for the planner to prefer what it would at scale. */
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
  // What autovacuum keeps up in production: statistics and the visibility map (index-only counts).
  for (const table of ['sessions', 'users', 'ratings', 'orders', 'order_items']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);

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

  it('has the data it claims: a scan would have been costly', async () => {
    const count = async (table: string) =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(server.app.db)).rows[0]!.n);
    expect(await count('users')).toBeGreaterThanOrEqual(30_000);
    expect(await count('ratings')).toBeGreaterThanOrEqual(300_000);
    expect(await count('orders')).toBeGreaterThanOrEqual(6_000);
  });
});
