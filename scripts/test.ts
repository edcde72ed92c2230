/**
 * `npm test`: every test. Type check, lint and format check, unit/component/API tests (Vitest) on SQLite,
 * the API tests again on PostgreSQL + Redis when they answer (or TEST_DATABASE_URL is set),
 * then the browser tests (Playwright + Chromium) against the real server built from the repo.
 *
 * Steps that do not compete for the same thing run side by side (decision 053): the type check,
 * lint and web build together; the browser tests beside the PostgreSQL and fault tests (the
 * browser tests' server has its own SQLite file and no Redis, so the restarts never reach it).
 * A side job's output is printed whole when it ends; a timing table closes the run.
 */
import { ensureChromium, portOpen, run, runCaptured, runOrExit, webBuildIsStale, type Captured } from './lib.ts';

const started = Date.now();
const timings: { title: string; seconds: number }[] = [];
const step = (title: string) => console.log(`\n━━ ${title} ━━`);

/** Runs a step with its output printed live, records its time, exits on failure. */
async function live(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  step(title);
  const begun = Date.now();
  await runOrExit(command, args, { env });
  timings.push({ title, seconds: (Date.now() - begun) / 1000 });
}

/** Prints a side job's kept output under its title and records its time; false when it failed. */
function report(title: string, result: Captured): boolean {
  step(`${title} (${Math.round(result.seconds)} s)`);
  process.stdout.write(result.output);
  timings.push({ title, seconds: result.seconds });
  if (result.code !== 0) console.error(`\n✗ ${title} failed (exit ${result.code})`);
  return result.code === 0;
}

function printTimings(): void {
  console.log('\nStep times (side-by-side steps overlap):');
  for (const { title, seconds } of timings) console.log(`  ${String(Math.round(seconds)).padStart(5)} s  ${title}`);
}

function exitIfAnyFailed(results: boolean[]): void {
  if (results.every(Boolean)) return;
  printTimings();
  process.exit(1);
}

step('Type check, lint and web build, side by side');
const checks: [string, Promise<Captured>][] = [
  ['Type check', runCaptured('npm', ['run', 'typecheck', '--silent'])],
  ['Lint', runCaptured('npm', ['run', 'lint', '--silent'])],
  // One code style, by the formatter (.prettierrc.json): `npm run format` fixes what this finds.
  ['Format', runCaptured('npm', ['run', 'format:check', '--silent'])],
];
if (webBuildIsStale()) checks.push(['Web build', runCaptured('npm', ['run', 'build', '-w', 'web', '--silent'])]);
const checked: boolean[] = [];
for (const [title, job] of checks) checked.push(report(title, await job));
exitIfAnyFailed(checked);

await live(
  'Unit, component and API tests (SQLite, in-process stores)',
  'npx',
  ['vitest', 'run', '--project', 'common', '--project', 'server', '--project', 'web'],
  {
    ...process.env,
    TEST_DATABASE_URL: '',
    TEST_REDIS_URL: '',
  },
);

const pgUrl = process.env.TEST_DATABASE_URL || ((await portOpen(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
const redisUrl = process.env.TEST_REDIS_URL || ((await portOpen(6379)) ? 'redis://127.0.0.1:6379' : '');
const pgTitle = `API tests on PostgreSQL${redisUrl ? ' + Redis' : ''}`;
const faultsTitle = 'Fault tests: PostgreSQL and Redis restarts';

/**
 * The PostgreSQL run, then the restarts (as root; else skipped with the reason): after every
 * other database test, one file at a time, so no other database test of this run sees the outage.
 */
async function databaseTests(): Promise<[string, Captured][]> {
  if (!pgUrl) return [];
  const env = { ...process.env, TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl };
  const pg = await runCaptured('npx', ['vitest', 'run', '--project', 'server'], { env });
  if (pg.code !== 0) return [[pgTitle, pg]];
  return [
    [pgTitle, pg],
    [faultsTitle, await runCaptured('npx', ['vitest', 'run', '--project', 'server-faults', '--no-file-parallelism'], { env })],
  ];
}

const database = databaseTests();
const chromium = await ensureChromium();
const browserTitle = 'Browser tests (Playwright, Chromium)';
step(`${browserTitle}${pgUrl ? `; beside them: ${pgTitle}, then ${faultsTitle}` : ''}`);
const browserBegun = Date.now();
const browserCode = await run('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
timings.push({ title: browserTitle, seconds: (Date.now() - browserBegun) / 1000 });
if (browserCode !== 0) console.error(`\n✗ ${browserTitle} failed (exit ${browserCode})`);
exitIfAnyFailed([browserCode === 0, ...(await database).map(([title, result]) => report(title, result))]);
if (!pgUrl) console.log('\nPostgreSQL not reachable on 127.0.0.1:5432: API tests ran on SQLite only.');

printTimings();
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
