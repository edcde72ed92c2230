/**
 * The scale phase of `npm run bench -- --scale [--factor 0.05]` (PostgreSQL): p99 of the hot
 * endpoints on an empty database and on one holding the scale data set (seed:scale), in the
 * same run. Budget: seeded p99 at most 1.5x the empty one.
 *
 * The admin orders list is also measured on a small database holding one page of orders (the
 * seed at PAGE_FACTOR, without ratings), and its budget is judged against that one: an empty
 * database answers an empty page, so "seeded against empty" there measures the cost of 20 orders
 * against none, not of the table's size (decision 063). Its ratio against the empty database is
 * printed as well, unbudgeted.
 *
 * The seeded schema (darsak_bench_scale) is filled once and kept: the full seed takes minutes
 * on a shared machine, and later runs reuse it. The empty and one-page schemas are made again on
 * every run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { APP_CPU, autocannon, multiCore, rawRequest, signIn, type LoadResult, type Session } from './bench-lib.ts';
import { execFileSync } from 'node:child_process';
import { ROOT, run, startAppProcess, type AppProcess } from './lib.ts';
import { SCALE } from '../server/src/db/seeds/scale.ts';

const P99_RATIO = 1.5;
const ROUNDS = 2;
const SECONDS = 3;

/** 200 users, 2,000 ratings and 40 orders, 24 of them paid: a full first page (20) of the paid orders, every course rated. */
const PAGE_FACTOR = 0.0002;

type Endpoint = {
  name: string;
  path: string;
  method?: string;
  body?: string;
  admin?: boolean;
  session?: boolean;
  /** Budgeted against the one-page database (the same answer from small tables), and shown against the empty one. */
  onePage?: boolean;
};

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/user', path: '/api/user', session: true },
  { name: 'GET /api/ratings/summary?type=course', path: '/api/ratings/summary?type=course', onePage: true },
  {
    name: 'POST /api/ratings',
    path: '/api/ratings',
    method: 'POST',
    session: true,
    body: JSON.stringify({ type: 'course', subject_id: '5', rating: 4, feedback: 'Clear.' }),
  },
  { name: 'GET /api/admin/orders?status=paid', path: '/api/admin/orders?status=paid', admin: true, onePage: true },
];

const schemaUrl = (base: string, schema: string) => {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
};

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Database = { label: string; app: AppProcess; user: Session; admin: Session };

async function startOn(label: string, url: string, dir: string): Promise<Database> {
  const app = await startAppProcess(
    dir,
    { LOG_LEVEL: '', DATABASE_URL: url, RATING_WRITES_PER_HOUR: '1000000' },
    multiCore ? { cpus: APP_CPU } : {},
  );
  const verify = (role: 'student' | 'admin') => async (email: string) =>
    admin(url, async (c) => {
      await c.query(`update users set email_verified_at = $1, role = $2 where email = $3`, [new Date().toISOString(), role, email]);
    });
  return { label, app, user: await signIn(app.baseUrl, verify('student')), admin: await signIn(app.baseUrl, verify('admin')) };
}

function headersFor(endpoint: Endpoint, db: Database): Record<string, string> {
  const session = endpoint.admin ? db.admin : endpoint.session ? db.user : null;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br', Origin: db.app.baseUrl };
  if (session) headers.Cookie = session.cookie;
  if (session && endpoint.method === 'POST') headers['X-XSRF-TOKEN'] = session.xsrf;
  if (endpoint.body) headers['Content-Type'] = 'application/json';
  return headers;
}

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

export async function scalePhase(args: string[]): Promise<{ lines: string[]; failures: string[] }> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const at = args.indexOf('--factor');
  const factor = at > 0 ? Number(args[at + 1]) : 1;
  const seededSchema = factor === 1 ? 'darsak_bench_scale' : `darsak_bench_scale_${String(factor).replace(/\W/g, '_')}`;
  const lines: string[] = [];
  const failures: string[] = [];

  await admin(base, async (c) => {
    for (const schema of ['darsak_bench_empty', 'darsak_bench_page']) {
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.query(`create schema ${schema}`);
    }
    await c.query(`create schema if not exists ${seededSchema}`);
  });
  const seededUrl = schemaUrl(base, seededSchema);
  console.log(`Seeding ${seededSchema} (factor ${factor}; kept for later runs)…`);
  const code = await run(process.execPath, ['scripts/seed-scale.ts', '--factor', String(factor)], {
    env: { ...process.env, DATABASE_URL: seededUrl },
  });
  if (code !== 0) throw new Error('seed:scale failed');
  const pageUrl = schemaUrl(base, 'darsak_bench_page');
  const pageCode = await run(process.execPath, ['scripts/seed-scale.ts', '--factor', String(PAGE_FACTOR)], {
    env: { ...process.env, DATABASE_URL: pageUrl },
  });
  if (pageCode !== 0) throw new Error('seed:scale of the one-page schema failed');
  // Settle the seeded tables (visibility map, statistics) so that autovacuum does not run during the measurement.
  await admin(seededUrl, async (c) => {
    for (const table of ['users', 'ratings', 'rating_aggregates', 'orders', 'order_items']) await c.query(`vacuum analyze ${table}`);
  });
  const counts = await admin(seededUrl, async (c) => {
    const count = async (table: string) => Number((await c.query(`select count(*) as n from ${table}`)).rows[0].n);
    return { users: await count('users'), ratings: await count('ratings'), orders: await count('orders') };
  });

  const begun = new Date();
  const loadAtStart = loadavg();
  const dir = mkdtempSync(join(tmpdir(), 'darsak-bench-scale-'));
  const dbs: Database[] = [];
  try {
    dbs.push(await startOn('empty', schemaUrl(base, 'darsak_bench_empty'), join(dir, 'empty')));
    dbs.push(await startOn('seeded', seededUrl, join(dir, 'seeded')));
    dbs.push(await startOn('page', pageUrl, join(dir, 'page')));
    lines.push('## Scale (PostgreSQL)', '');
    lines.push(
      `Seeded: ${counts.users.toLocaleString('en')} users, ${counts.ratings.toLocaleString('en')} ratings, ${counts.orders.toLocaleString('en')} orders ` +
        `(\`npm run seed:scale\`, factor ${factor}); empty: a fresh schema. Same server build, each pinned like the API phase; ` +
        `autocannon ${SECONDS} s per round, best (lowest) p99 of ${ROUNDS} alternating rounds. Budget: seeded p99 ≤ ${P99_RATIO}x empty.`,
      '',
      `The admin orders list and the ratings summary answer an empty list on the empty database and a full one on the seeded one; ` +
        `their budgets are judged against a third schema holding one page of data (seed:scale at factor ${PAGE_FACTOR}: ` +
        `${Math.round(SCALE.users * PAGE_FACTOR)} users, ${Math.round(SCALE.users * SCALE.ratingsPerUser * PAGE_FACTOR).toLocaleString('en')} ratings, ` +
        `${Math.round(SCALE.orders * PAGE_FACTOR)} orders), so that both answer the same page and only the tables' size differs ` +
        `(decision 063). The rows "against the empty database" are unbudgeted.`,
      '',
      '| endpoint | empty p99 ms | seeded p99 ms | ratio (budget) | empty req/s | seeded req/s |',
      '|---|---|---|---|---|---|',
    );
    for (const endpoint of ENDPOINTS) {
      const probe = await rawRequest(dbs[0]!.app.baseUrl + endpoint.path, {
        method: endpoint.method,
        headers: headersFor(endpoint, dbs[0]!),
        body: endpoint.body,
      });
      if (probe.status === 404) {
        lines.push(`| ${endpoint.name} | — | — | not on this build (404) | — | — |`);
        continue;
      }
      const best: Record<string, LoadResult> = {};
      const measured = dbs.filter((db) => db.label !== 'page' || endpoint.onePage);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const db of measured) {
          const r = await autocannon(
            db.app.baseUrl + endpoint.path,
            headersFor(endpoint, db),
            db.app.pid,
            SECONDS,
            endpoint.method,
            endpoint.body,
          );
          const previous = best[db.label];
          if (!previous || r.p99 < previous.p99) best[db.label] = { ...r, errors: r.errors + (previous?.errors ?? 0) };
        }
      }
      const seeded = best.seeded!;
      const empty = endpoint.onePage ? best.page! : best.empty!;
      const ratio = seeded.p99 / empty.p99;
      // Exact latencies (scripts/bench-load.ts), shown to a tenth of a millisecond.
      const ms = (n: number) => n.toFixed(1);
      const name = endpoint.onePage ? `${endpoint.name} (empty side: one page of data)` : endpoint.name;
      lines.push(
        `| ${name} | ${ms(empty.p99)} | ${ms(seeded.p99)} | ${ratio.toFixed(2)}x (≤ ${P99_RATIO}x) | ${Math.round(empty.rps)} | ${Math.round(seeded.rps)} |`,
      );
      if (endpoint.onePage) {
        const none = best.empty!;
        const against = seeded.p99 / none.p99;
        lines.push(
          `| ${endpoint.name} against the empty database | ${ms(none.p99)} | ${ms(seeded.p99)} | ${against.toFixed(2)}x (not budgeted) | ${Math.round(none.rps)} | ${Math.round(seeded.rps)} |`,
        );
      }
      if (ratio > P99_RATIO)
        failures.push(
          `${endpoint.name}: seeded p99 ${ms(seeded.p99)} ms is ${ratio.toFixed(2)}x the ${endpoint.onePage ? 'one-page' : 'empty'} database's ${ms(empty.p99)} ms`,
        );
      const errors = Object.values(best).reduce((sum, r) => sum + r.errors, 0);
      if (errors > 0) failures.push(`${endpoint.name}: ${errors} errors or non-2xx answers under load`);
    }
    const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
    lines.push(
      '',
      `Measured on ${begun.toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit()}); load average ${load(loadAtStart)} ` +
        `at the start, ${load(loadavg())} at the end (2 cores, shared).`,
      "p99 is exact (each answer's own latency, not whole milliseconds), and the ratios divide the exact figures.",
      '',
    );
  } finally {
    for (const db of dbs) await db.app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, failures };
}
