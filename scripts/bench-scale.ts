/**
 * The scale phase of `npm run bench -- --scale [--factor 0.05]` (PostgreSQL): p99 of the hot
 * endpoints on an empty database and on one holding the scale data set (seed:scale), in the
 * same run. Budget: seeded p99 at most 1.5x the empty one.
 *
 * The seeded schema (darsak_bench_scale) is filled once and kept: the full seed takes minutes
 * on a shared machine, and later runs reuse it. The empty schema is made again on every run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { APP_CPU, autocannon, multiCore, rawRequest, signIn, type LoadResult, type Session } from './bench-lib.ts';
import { execFileSync } from 'node:child_process';
import { ROOT, run, startAppProcess, type AppProcess } from './lib.ts';

const P99_RATIO = 1.5;
const ROUNDS = 2;
const SECONDS = 3;

type Endpoint = { name: string; path: string; method?: string; body?: string; admin?: boolean; session?: boolean };

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/user', path: '/api/user', session: true },
  { name: 'GET /api/ratings/summary?type=course', path: '/api/ratings/summary?type=course' },
  { name: 'POST /api/ratings', path: '/api/ratings', method: 'POST', session: true, body: JSON.stringify({ type: 'course', subject_id: '5', rating: 4, feedback: 'Clear.' }) },
  { name: 'GET /api/admin/orders?status=paid', path: '/api/admin/orders?status=paid', admin: true },
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
  const app = await startAppProcess(dir, { LOG_LEVEL: '', DATABASE_URL: url, RATING_WRITES_PER_HOUR: '1000000' }, multiCore ? { cpus: APP_CPU } : {});
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
    await c.query('drop schema if exists darsak_bench_empty cascade');
    await c.query('create schema darsak_bench_empty');
    await c.query(`create schema if not exists ${seededSchema}`);
  });
  const seededUrl = schemaUrl(base, seededSchema);
  console.log(`Seeding ${seededSchema} (factor ${factor}; kept for later runs)…`);
  const code = await run(process.execPath, ['scripts/seed-scale.ts', '--factor', String(factor)], { env: { ...process.env, DATABASE_URL: seededUrl } });
  if (code !== 0) throw new Error('seed:scale failed');
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
    lines.push('## Scale (PostgreSQL)', '');
    lines.push(
      `Seeded: ${counts.users.toLocaleString('en')} users, ${counts.ratings.toLocaleString('en')} ratings, ${counts.orders.toLocaleString('en')} orders ` +
        `(\`npm run seed:scale\`, factor ${factor}); empty: a fresh schema. Same server build, each pinned like the API phase; ` +
        `autocannon ${SECONDS} s per round, best (lowest) p99 of ${ROUNDS} alternating rounds. Budget: seeded p99 ≤ ${P99_RATIO}x empty.`,
      '',
      '| endpoint | empty p99 ms | seeded p99 ms | ratio (budget) | empty req/s | seeded req/s |',
      '|---|---|---|---|---|---|',
    );
    for (const endpoint of ENDPOINTS) {
      const probe = await rawRequest(dbs[0]!.app.baseUrl + endpoint.path, { method: endpoint.method, headers: headersFor(endpoint, dbs[0]!), body: endpoint.body });
      if (probe.status === 404) {
        lines.push(`| ${endpoint.name} | — | — | not on this build (404) | — | — |`);
        continue;
      }
      const best: Record<string, LoadResult> = {};
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const db of dbs) {
          const r = await autocannon(db.app.baseUrl + endpoint.path, headersFor(endpoint, db), db.app.pid, SECONDS, endpoint.method, endpoint.body);
          const previous = best[db.label];
          if (!previous || r.p99 < previous.p99) best[db.label] = { ...r, errors: r.errors + (previous?.errors ?? 0) };
        }
      }
      const empty = best.empty!;
      const seeded = best.seeded!;
      const ratio = seeded.p99 / Math.max(empty.p99, 1);
      lines.push(`| ${endpoint.name} | ${empty.p99} | ${seeded.p99} | ${ratio.toFixed(2)}x (≤ ${P99_RATIO}x) | ${Math.round(empty.rps)} | ${Math.round(seeded.rps)} |`);
      if (ratio > P99_RATIO) failures.push(`${endpoint.name}: seeded p99 ${seeded.p99} ms is ${ratio.toFixed(2)}x the empty database's ${empty.p99} ms`);
      if (empty.errors + seeded.errors > 0) failures.push(`${endpoint.name}: ${empty.errors + seeded.errors} errors or non-2xx answers under load`);
    }
    const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
    lines.push(
      '',
      `Measured on ${begun.toISOString().slice(0, 16).replace('T', ' ')} UTC (commit ${commit()}); load average ${load(loadAtStart)} ` +
        `at the start, ${load(loadavg())} at the end (2 cores, shared).`,
      'p99 ratios use the empty p99 or 1 ms, whichever is larger.',
      '',
    );
  } finally {
    for (const db of dbs) await db.app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, failures };
}
