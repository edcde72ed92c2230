/**
 * `node scripts/bench-admin-reads.ts [--schema darsak087_seeded] [--empty darsak087_empty] [--runs 40] [--match reports]`
 * (PostgreSQL, BENCH_DATABASE_URL or the test database): p50 of every back-office read, one at a
 * time, on an empty schema and on one holding the scale data set (seed it first with
 * `DATABASE_URL=...search_path=<schema> npm run seed:scale`). The figures of decision 087.
 * One request at a time: the latency of the read itself, not of a queue. `--match` keeps the reads
 * whose path contains it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { rawRequest, signIn, type Session } from './bench-lib.ts';
import { startAppProcess, type AppProcess } from './lib.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seededSchema = arg('--schema', 'darsak087_seeded');
const emptySchema = arg('--empty', 'darsak087_empty');
const RUNS = Number(arg('--runs', '40'));

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const READS = [
  '/api/admin/stats',
  '/api/admin/users',
  '/api/admin/users?q=student1234',
  '/api/admin/users?q=udent77',
  '/api/admin/users?q=udent1',
  '/api/admin/users?q=student',
  '/api/admin/users?q=student1234%40scale.darsak.test',
  '/api/admin/users?q=nobody-by-this-name',
  '/api/admin/users?q=st',
  '/api/admin/ratings',
  '/api/admin/ratings?hidden=true',
  '/api/admin/ratings?type=product&hidden=false',
  '/api/admin/ratings?page=50',
  '/api/admin/audit',
  '/api/admin/audit?actor=admin3',
  '/api/admin/audit?action=order.refund',
  '/api/admin/audit?target=DRS-222222',
  '/api/admin/orders?status=paid',
  '/api/admin/orders?q=DRS-2222',
  '/api/admin/bookings',
  '/api/admin/applications?status=pending',
  '/api/admin/outbox',
  '/api/admin/courses',
  '/api/admin/tutors',
  `/api/admin/reports/revenue?from=${day(30 * 86_400_000)}&to=${day(0)}&group=day`,
  `/api/admin/reports/revenue?from=${day(365 * 86_400_000)}&to=${day(0)}&group=month`,
  `/api/admin/reports/revenue?from=${day(365 * 86_400_000)}&to=${day(0)}&group=method`,
  `/api/admin/reports/revenue?from=${day(365 * 86_400_000)}&to=${day(0)}&group=course`,
  `/api/admin/reports/revenue?from=${day(365 * 86_400_000)}&to=${day(0)}&group=tutor`,
].filter((path) => path.includes(arg('--match', '')));

const schemaUrl = (schema: string) => {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
};

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function start(schema: string, dir: string): Promise<{ app: AppProcess; admin: Session }> {
  const url = schemaUrl(schema);
  const app = await startAppProcess(dir, { LOG_LEVEL: 'warn', DATABASE_URL: url, REDIS_URL: '' });
  const admin = await signIn(app.baseUrl, async (email) => {
    await sql(url, `update users set email_verified_at = $1, role = 'admin' where email = $2`, [new Date().toISOString(), email]);
  });
  return { app, admin };
}

async function p50(
  app: AppProcess,
  admin: Session,
  path: string,
  runs: number,
): Promise<{ ms: number; status: number; total: string; rows: string }> {
  const headers = { Accept: 'application/json', Cookie: admin.cookie, Origin: app.baseUrl };
  const times: number[] = [];
  let status = 0;
  let total = '';
  let rows = '';
  for (let i = 0; i < runs + 3; i += 1) {
    const started = process.hrtime.bigint();
    const response = await rawRequest(app.baseUrl + path, { headers });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (i >= 3) times.push(ms); // three warm-up reads
    status = response.status;
    if (i === 0 && status === 200 && response.body.length < 2_000_000) {
      const body = JSON.parse(response.body.toString()) as { total?: number; total_capped?: boolean; data?: unknown };
      if (typeof body.total === 'number') total = `${body.total_capped ? '>' : ''}${body.total}`;
      if (Array.isArray(body.data)) rows = String(body.data.length);
    }
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, status, total, rows };
}

/**
 * Decision 063's like for like: the small side answers a full page of every list, so that only the
 * tables' size differs. The factor-0.0002 seed leaves some lists short of a page (this week's
 * sessions, an actor's audit entries, the pending applications, the failed mail, the hidden
 * ratings, the accounts a search finds): this adds 21 rows to each, once (a schema already filled,
 * or an empty one, is left as it is). The full address matches one account, as on the seeded side.
 */
async function fillOnePage(url: string): Promise<void> {
  const [state] = (await sql(
    url,
    `select (select count(*) from users) as users, (select count(*) from users where email like 'page-fill%') as filled`,
  )) as Array<Record<string, string>>;
  if (Number(state!.users) === 0 || Number(state!.filled) > 0) return;
  const iso = (minutes: string) =>
    `to_char(now() at time zone 'utc' + (${minutes}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await sql(
    url,
    `insert into users (name, email, email_verified_at, password, created_at, updated_at)
     select 'Page Fill ' || g, email, ${iso('0')}, 'x', ${iso('-g')}, ${iso('-g')}
     from generate_series(1, 21) as g,
          lateral (values ('page-fill-' || g || '.student1234-' || g || '@scale.darsak.test'), ('page-fill-' || g || '.student77-' || g || '@scale.darsak.test')) as e(email)
     union all select 'Page Fill', 'page-fill.student1234@scale.darsak.test', ${iso('0')}, 'x', ${iso('0')}, ${iso('0')}`,
  );
  await sql(
    url,
    `update ratings set hidden_at = ${iso('0')}, hidden_reason = 'Spam.' where id in (select id from ratings where hidden_at is null order by id limit 21)`,
  );
  await sql(
    url,
    `insert into audit_log (actor_id, actor, action, target_type, target_id, details, created_at)
     select null, 'admin3@darsak.test', 'order.refund', 'order', 'DRS-PF' || lpad(g::text, 4, '0'), '{}', ${iso('-g')}
     from generate_series(1, 21) as g`,
  );
  // Sessions starting within the next hours (this week's list), their reminder already sent.
  await sql(
    url,
    `with gen as (select g, 'DRS-PF' || lpad(g::text, 4, '0') as reference from generate_series(1, 21) as g),
     created as (
       insert into orders (reference, user_id, session_key, status, total_cents, currency, note, created_at, updated_at, expires_at, paid_at, cancelled_at)
       select reference, (select min(id) from users), null, 'paid', 2500, 'USD', null, ${iso('-60')}, ${iso('-60')}, ${iso('-30')}, ${iso('-50')}, null
       from gen returning id, reference, user_id
     ), booked as (
       insert into bookings (order_id, tutor_id, user_id, start_at, end_at, duration, status, hold_expires_at, price_cents, total_cents,
                             refund_due, cancelled_at, cancelled_by, reminder_sent_at, created_at, updated_at)
       select created.id, (select min(id) from tutors), created.user_id, ${iso('g * 10')}, ${iso('g * 10 + 60')}, 60, 'confirmed', null, 2500, 2500,
              0, null, null, ${iso('-60')}, ${iso('-60')}, ${iso('-60')}
       from created join gen using (reference) returning id, order_id
     )
     insert into order_items (order_id, kind, course_id, booking_id, code, title, price_cents)
     select order_id, 'session', null, id, 'SESSION', 'Session', 2500 from booked`,
  );
  await sql(
    url,
    `insert into join_team_applications (id, user_id, submitted_at, name, email, phone, age, university, year, courses_to_give,
       where_you_see_yourself, cv_name, cv_path, cv_mime, pay, other_courses, good_tutor, status, reviewed_at, review_reason)
     select md5('page-fill' || g)::uuid::text, (select min(id) from users), ${iso('-g')}, 'Page Fill ' || g, 'page-fill-' || g || '@scale.darsak.test',
            '+96170000000', 21, 'LU', 3, '["Calculus"]', 'Teaching.', 'cv.pdf', null, null, 20, null, 'Patience.', 'pending', null, null
     from generate_series(1, 21) as g`,
  );
  await sql(
    url,
    `insert into mail_outbox (recipient, subject, text_body, html_body, reply_to, status, attempts, next_attempt_at, last_error, created_at, sent_at)
     select 'page-fill-' || g || '@scale.darsak.test', 'Your order', 'Thank you.', '<p>Thank you.</p>', null, 'failed', 8, ${iso('0')},
            'mailbox unavailable', ${iso('-g')}, null
     from generate_series(1, 21) as g`,
  );
  await sql(url, 'analyze');
}

const dir = mkdtempSync(join(tmpdir(), 'darsak-admin-reads-'));
const running: AppProcess[] = [];
try {
  await sql(base, `create schema if not exists ${emptySchema}`);
  const empty = await start(emptySchema, join(dir, 'empty'));
  await fillOnePage(schemaUrl(emptySchema));
  running.push(empty.app);
  const seeded = await start(seededSchema, join(dir, 'seeded'));
  running.push(seeded.app);
  const counts = (
    await sql(
      schemaUrl(seededSchema),
      `select (select count(*) from users) as users, (select count(*) from ratings) as ratings, (select count(*) from orders) as orders,
            (select count(*) from bookings) as bookings, (select count(*) from order_payments) as payments, (select count(*) from audit_log) as audit`,
    )
  )[0] as Record<string, string>;
  console.log(
    `seeded: ${Object.entries(counts)
      .map(([k, v]) => `${Number(v).toLocaleString('en')} ${k}`)
      .join(', ')}; ${RUNS} reads each, one at a time`,
  );
  // Rows on the page, both sides: a like-for-like read answers the same number (decision 063).
  console.log('| read | empty p50 ms | seeded p50 ms | ratio | seeded total | rows on the page |');
  console.log('|---|---|---|---|---|---|');
  for (const path of READS) {
    // In rounds of 10 reads, one side then the other: a shared machine's load drifts over both alike.
    const rounds = { a: [] as Array<Awaited<ReturnType<typeof p50>>>, b: [] as Array<Awaited<ReturnType<typeof p50>>> };
    for (let round = 0; round < Math.ceil(RUNS / 10); round += 1) {
      rounds.a.push(await p50(empty.app, empty.admin, path, 10));
      rounds.b.push(await p50(seeded.app, seeded.admin, path, 10));
    }
    const median = (list: Array<Awaited<ReturnType<typeof p50>>>) => ({
      ...list[0]!,
      ms: list.map((r) => r.ms).sort((x, y) => x - y)[Math.floor(list.length / 2)]!,
      status: list.find((r) => r.status !== 200)?.status ?? 200,
    });
    const [a, b] = [median(rounds.a), median(rounds.b)];
    const statuses = a.status === 200 && b.status === 200 ? '' : ` (status ${a.status}/${b.status})`;
    console.log(
      `| \`${path}\` | ${a.ms.toFixed(2)} | ${b.ms.toFixed(2)} | ${(b.ms / a.ms).toFixed(2)}x${statuses} | ${b.total} | ${a.rows || '-'} / ${b.rows || '-'} |`,
    );
  }
} finally {
  for (const app of running) await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
