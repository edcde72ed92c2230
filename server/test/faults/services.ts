import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Stops and starts the machine's real PostgreSQL and Redis for the fault tests. Other test
 * runs may share these services: callers keep each outage to a few seconds and always start
 * the service again in a finally block.
 */
const isRoot = () => process.getuid?.() === 0;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe', timeout: 60_000 }).toString();

/** Why the PostgreSQL restart test cannot run here, or null when it can. */
export function postgresSkipReason(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (the app is not on PostgreSQL)';
  if (!isRoot()) return 'not root: cannot restart PostgreSQL';
  if (!postgresVersion()) return 'no local PostgreSQL cluster under /etc/postgresql';
  return null;
}

export function redisSkipReason(): string | null {
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set (the app is not on Redis)';
  if (!isRoot()) return 'not root: cannot restart Redis';
  try {
    run('redis-cli', ['ping']);
  } catch {
    return 'redis-cli is missing or Redis does not answer on 127.0.0.1:6379';
  }
  return null;
}

function postgresVersion(): string | undefined {
  if (!existsSync('/etc/postgresql')) return undefined;
  return readdirSync('/etc/postgresql')
    .filter((v) => existsSync(`/etc/postgresql/${v}/main`))
    .sort()
    .at(-1);
}

const pgctl = (action: 'stop' | 'start') =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', postgresVersion()!, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);

export const stopPostgres = () => pgctl('stop');
export const startPostgres = () => pgctl('start');

export const stopRedis = () => {
  try {
    run('redis-cli', ['shutdown', 'nosave']);
  } catch {
    // redis-cli reports the closed connection as an error: the server is gone, as asked
  }
};

export function startRedis() {
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
