import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export function runOrExit(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return run(command, args, options).then((code) => {
    if (code !== 0) {
      console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})`);
      process.exit(code);
    }
  });
}

export type Captured = { code: number; output: string; seconds: number };

/**
 * Runs a command with its output (stdout and stderr, in order) kept instead of printed, for jobs
 * run beside another: the caller prints it whole when the job ends, so logs never interleave.
 */
export function runCaptured(command: string, args: string[], options: SpawnOptions = {}): Promise<Captured> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** True when something listens on host:port (PostgreSQL, Redis probes). */
export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The SPA needs (re)building when web/dist (or its prerenderer) is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  const built = join(ROOT, 'web/dist/index.html');
  if (!existsSync(built) || !existsSync(join(ROOT, 'web/dist/.ssr/entry-server.js'))) return true;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/build', 'common/src'].map((p) =>
    newestMtime(join(ROOT, p)),
  );
  return Math.max(...sources) > statSync(built).mtimeMs;
}

export async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (web/dist)…');
  await runOrExit('npm', ['run', 'build', '-w', 'web', '--silent']);
}

/** Where Chromium is, installing Debian's package (as root) or Playwright's build when missing. */
export async function ensureChromium(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const code = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' }).status;
    if (code === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('Installing Playwright Chromium…');
  await runOrExit('npx', ['playwright', 'install', 'chromium']);
  return ''; // empty: Playwright uses its own download
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** stop(): SIGTERM, then the exit code once the process has ended. */
export type AppProcess = { baseUrl: string; pid: number; stop: () => Promise<number | null> };

/**
 * Starts the real server (`node server/src/server.ts`) in production mode on a free port with a
 * fresh SQLite database and uploads folder under `dir`, and waits until /ready answers.
 */
export async function startAppProcess(
  dir: string,
  env: Record<string, string> = {},
  options: { cpus?: string; port?: number } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  // `cpus` pins the server to those cores (taskset), as the benchmark does.
  const [command, args] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, 'server/src/server.ts']]
    : [process.execPath, ['server/src/server.ts']];
  const server = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SMTP_URL: '',
      // Browser tests and benchmarks register many accounts from 127.0.0.1.
      REGISTER_LIMIT_PER_IP: '1000',
      ...env,
    },
  });
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  // Generous: on a busy machine (the browser tests start beside the PostgreSQL run) a cold start
  // with seeding has taken 25 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The environment of a local run (`npm start`, `npm run dev`): the .env file under the real
 * environment, plus DEV_MAILBOX and SEED_DEMO_DATA turned on when neither sets them and
 * APP_URL is unset or a loopback address. The server refuses them on any other APP_URL, so
 * a deployment never gets the mailbox (every reset code) or the demo password by default.
 */
export function localRunEnv(base: NodeJS.ProcessEnv = process.env, envFile = join(ROOT, '.env')): NodeJS.ProcessEnv {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const env: NodeJS.ProcessEnv = { ...fromFile, ...base };
  const appUrl = env.APP_URL || `http://localhost:${env.PORT || 3000}`;
  let host = '';
  try {
    host = new URL(appUrl).hostname;
  } catch {
    // the server reports the bad APP_URL
  }
  const loopback = host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
  if (loopback) {
    env.DEV_MAILBOX ||= 'true';
    env.SEED_DEMO_DATA ||= 'true';
  }
  return env;
}
