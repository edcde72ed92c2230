/**
 * `npm test`: every test. Type check and lint, unit/component/API tests (Vitest) on SQLite,
 * the API tests again on PostgreSQL + Redis when they answer (or TEST_DATABASE_URL is set),
 * then the browser tests (Playwright + Chromium) against the real server built from the repo.
 */
import { buildWebIfStale, ensureChromium, portOpen, runOrExit } from './lib.ts';

const started = Date.now();
const step = (title: string) => console.log(`\n━━ ${title} ━━`);

step('Type check');
await runOrExit('npm', ['run', 'typecheck', '--silent']);
step('Lint');
await runOrExit('npm', ['run', 'lint', '--silent']);

step('Unit, component and API tests (SQLite, in-process stores)');
await runOrExit('npx', ['vitest', 'run', '--project', 'common', '--project', 'server', '--project', 'web'], {
  env: { ...process.env, TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
});

const pgUrl = process.env.TEST_DATABASE_URL || ((await portOpen(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
const redisUrl = process.env.TEST_REDIS_URL || ((await portOpen(6379)) ? 'redis://127.0.0.1:6379' : '');
if (pgUrl) {
  step(`API tests on PostgreSQL${redisUrl ? ' + Redis' : ''}`);
  await runOrExit('npx', ['vitest', 'run', '--project', 'server'], {
    env: { ...process.env, TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl },
  });
  // Restarts PostgreSQL and Redis (as root; else skipped with the reason): after every other
  // database test, one file at a time, so no other test of this run sees the outage.
  step('Fault tests: PostgreSQL and Redis restarts');
  await runOrExit('npx', ['vitest', 'run', '--project', 'server-faults', '--no-file-parallelism'], {
    env: { ...process.env, TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl },
  });
} else {
  console.log('\nPostgreSQL not reachable on 127.0.0.1:5432: API tests ran on SQLite only.');
}

step('Browser tests (Playwright, Chromium)');
await buildWebIfStale();
const chromium = await ensureChromium();
await runOrExit('npx', ['playwright', 'test'], { env: { ...process.env, CHROMIUM_PATH: chromium } });

console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
