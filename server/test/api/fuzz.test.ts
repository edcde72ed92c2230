import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.ts';
import { startTestServer, usingPostgres, type TestServer } from '../helpers/app.ts';
import { TestClient, type TestResponse } from '../helpers/client.ts';
import { actingAs, createUser } from '../helpers/factories.ts';
import { makePdf, makePng } from '../fixtures/files.ts';

/**
 * A property-based pass over every endpoint the app registers (read from the router, so routes
 * added later are covered too): random query strings, JSON bodies (free-form and shaped with
 * the field names the API uses), raw bodies and multipart forms, sent by a visitor and by a
 * signed-in user, both with a valid CSRF token. Properties: no answer is a 5xx, and a rejected
 * request (4xx) changes no row of any table. Session and rate-limit rows are left out: counting
 * a refused attempt is their job. So is job_runs: the server's own periodic jobs write it on
 * their timers, whatever the requests are.
 */
// 12 runs per route and identity: about 1,000 requests over the app's ~45 routes; FUZZ_RUNS for a longer hunt.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits', 'job_runs']);

type Route = { method: string; path: string };

/** The routes from Fastify's router tree (printRoutes), e.g. {method: 'PUT', path: '/api/user/name'}. */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*?)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!;
    const parent = depth === 0 ? '' : stack[depth - 1]!;
    const path =
      parent.endsWith('/') && segment.startsWith('/')
        ? parent + segment.slice(1)
        : parent && !parent.endsWith('/') && !segment.startsWith('/')
          ? `${parent}/${segment}`
          : parent + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    if (segment === '*') continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

const FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'code',
  'type',
  'subject_id',
  'rating',
  'feedback',
  'id',
  'user_id',
  'submitted_at',
  'phone',
  'age',
  'university',
  'year',
  'coursesToGive',
  'whereYouSeeYourself',
  'cv',
  'pay',
  'otherCourses',
  'goodTutor',
  'application_id',
  'image',
  'current_password',
];

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'course',
    'tutor',
    'product',
    'a@b.co',
    'x'.repeat(5000),
    '\u0000',
    '__proto__',
    '{"$gt":""}',
  ),
  fc.uuid(),
  fc.emailAddress(),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string(), scalar, { maxKeys: 3 }),
);
const shapedObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

type Body =
  | { kind: 'none' }
  | { kind: 'json'; json: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | {
      kind: 'multipart';
      fields: Record<string, string>;
      file?: { field: string; name: string; kind: 'png' | 'pdf' | 'random'; bytes: number[] };
    };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('json' as const), json: fc.oneof(shapedObject, fc.jsonValue()) }),
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.string({ maxLength: 200 }),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
    ),
  }),
  fc.record(
    {
      kind: fc.constant('multipart' as const),
      fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.string({ maxLength: 60 }), { maxKeys: 4 }),
      file: fc.record({
        field: fc.constantFrom('image', 'cv', 'file', ''),
        name: fc.constantFrom('me.png', 'cv.pdf', 'x.exe', '../../etc/passwd', '', 'a'.repeat(300)),
        kind: fc.constantFrom('png' as const, 'pdf' as const, 'random' as const),
        bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
      }),
    },
    { requiredKeys: ['kind', 'fields'] },
  ),
);
const query = fc.option(
  fc.dictionary(fc.oneof(fc.constantFrom('type', 'subject_id', 'expires', 'signature', 'page'), fc.string()), fc.string(), { maxKeys: 3 }),
);
const param = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom('1', '0', '-1', '99999999999999999999', 'abc.webp', '00000000-0000-4000-8000-000000000000.webp'),
);

let server: TestServer;
let routes: Route[];
let png: Buffer;
let tables: string[];
const pdf = makePdf();

beforeAll(async () => {
  server = await startTestServer();
  routes = routesOf(server.app.printRoutes({ commonPrefix: false }));
  png = await makePng(16, 16);
  tables = await appTables(); // the app makes no table while it serves
});
afterAll(() => server?.close());

/** This app's own tables but the volatile ones (on PostgreSQL other test files' schemas come and go meanwhile). */
async function appTables(): Promise<string[]> {
  const listed = usingPostgres()
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
        server.app.db,
      )
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(server.app.db);
  return listed.rows
    .map((t) => t.name)
    .filter((n) => !VOLATILE_TABLES.has(n) && !n.startsWith('kysely_'))
    .sort();
}

/**
 * Every row of every table but the volatile ones, as comparable text. On PostgreSQL one statement
 * answers a digest per table (md5 of the table's rows as text, in order): one query per table and
 * a catalog query before and after each of ~1,200 requests took 157 s there, against 17 s on
 * SQLite (the per-table reads stay there: they are fast in-process). A changed table still shows
 * by name in the failure. The table list is read once, in beforeAll.
 */
async function snapshot(): Promise<string> {
  if (usingPostgres()) {
    const perTable = tables.map(
      (table) =>
        sql`select ${sql.lit(table)} as name, md5(coalesce(string_agg(r::text, chr(10) order by r::text), '')) as digest from ${sql.table(table)} r`,
    );
    const { rows } = await sql<{ name: string; digest: string }>`${sql.join(perTable, sql` union all `)}`.execute(server.app.db);
    return rows
      .map((row) => `${row.name}:${row.digest}`)
      .sort()
      .join('\n');
  }
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(server.app.db);
    parts.push(
      `${table}:${rows.rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

function send(client: TestClient, method: string, path: string, q: Record<string, string> | null, b: Body): Promise<TestResponse> {
  const url = q ? `${path}?${new URLSearchParams(q).toString()}` : path;
  if (method === 'GET') return client.request(method, url); // fetch sends no body with GET
  switch (b.kind) {
    case 'none':
      return client.request(method, url);
    case 'json':
      return client.request(method, url, JSON.stringify(b.json), { 'Content-Type': 'application/json' });
    case 'raw':
      return client.request(method, url, b.text, { 'Content-Type': b.contentType });
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of Object.entries(b.fields)) form.append(k, v);
      if (b.file) {
        const bytes = b.file.kind === 'png' ? png : b.file.kind === 'pdf' ? pdf : Buffer.from(b.file.bytes);
        form.append(b.file.field, new Blob([new Uint8Array(bytes)]), b.file.name);
      }
      return client.request(method, url, form);
    }
  }
}

/** A signed-in user for every run (the previous run may have deleted the account or signed out). */
async function signedInClient(): Promise<TestClient> {
  const client = new TestClient(server.url);
  const user = await server.app.db
    .insertInto('users')
    .values({
      name: 'Fuzz',
      email: `fuzz-${randomBytes(6).toString('hex')}@example.com`,
      email_verified_at: nowIso(),
      image_path: null,
      password: passwordHash,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await actingAs(server, client, user);
  return client;
}
let passwordHash: string;

describe('fuzz: every endpoint, random input', () => {
  it('finds the routes from the router, including the ones added by others', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/user/name' });
    expect(routes).toContainEqual({ method: 'GET', path: '/email/verify/:id/:hash' });
  });

  it('answers no 5xx and changes no data on a rejected request, as a visitor and as a signed-in user', { timeout: 600_000 }, async () => {
    passwordHash = (await createUser(server)).password;
    const started = Date.now();
    let requests = 0;
    for (const route of routes) {
      for (const identity of ['visitor', 'user'] as const) {
        await fc.assert(
          fc.asyncProperty(query, body, fc.array(param, { minLength: 2, maxLength: 2 }), async (q, b, params) => {
            let i = 0;
            const path = route.path.replace(/:\w+/g, () => encodeURIComponent(params[i++]!));
            const client = identity === 'user' ? await signedInClient() : new TestClient(server.url);
            if (identity === 'visitor') await client.csrf();
            const before = await snapshot();
            const response = await send(client, route.method, path, q, b);
            requests++;
            const label = `${route.method} ${path} as ${identity}: ${response.status} ${response.text.slice(0, 200)}`;
            expect(response.status, label).toBeLessThan(500);
            if (response.status >= 400) expect(await snapshot(), label).toBe(before);
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
    }
    console.log(`fuzz: ${requests} requests over ${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
