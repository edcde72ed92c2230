/** What `npm run bench` and its scale phase share: pinning, raw HTTP, sign-in, the load generator. */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Latency, LoadOptions, LoadRun } from './bench-load.ts';
import { freePort, ROOT } from './lib.ts';

export const SECONDS = 4;
export const CONNECTIONS = 16;

export const multiCore = cpus().length >= 2 && hasTaskset();
export const APP_CPU = '0';
export const LOAD_CPU = '1';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type Raw = { status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; body: Buffer };

export function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export type Session = { cookie: string; xsrf: string; email: string };

/** A signed-in session (its cookies and CSRF token): register, mark the address verified in the database, log in. */
export async function signIn(base: string, verify: (email: string) => Promise<void>): Promise<Session> {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = jar.get('XSRF-TOKEN');
    const response = await rawRequest(base + path, {
      method,
      headers: {
        Accept: 'application/json',
        Origin: base,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${response.body.toString()}`);
    return response;
  };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-Password-2026!';
  await call('GET', '/sanctum/csrf-cookie');
  await call('POST', '/register', { name: 'Bench User', email, password, password_confirmation: password });
  await verify(email);
  await call('POST', '/login', { email, password });
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { cookie, xsrf: decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''), email };
}

export type LoadResult = {
  /** Answers per second (wall clock). */
  rps: number;
  /** Exact latency percentiles in ms (scripts/bench-load.ts). */
  p50: number;
  p99: number;
  latency: Latency;
  /** At a fixed rate: latency counted from each request's scheduled time when its connection was busy then (wrk2). */
  fromScheduled?: Latency;
  errors: number;
  requests: number;
  /** Answers per CPU-second of the serving process. */
  cpuRps: number;
};

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/**
 * autocannon against one URL, in its own process pinned to the load core (scripts/bench-load.ts:
 * every latency kept as a float, exact percentiles). `rate`: a fixed offered rate in requests per
 * second over all connections (wrk2-style pacing); absent: closed loop, each connection sending
 * its next request when the answer arrives.
 */
export function autocannon(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  seconds = SECONDS,
  method = 'GET',
  body?: string,
  rate?: number,
): Promise<LoadResult> {
  const cpuBefore = cpuSeconds(serverPid);
  const options: LoadOptions = { url, headers, connections: CONNECTIONS, seconds, method, body, rate };
  const args = [join(ROOT, 'scripts/bench-load.ts'), JSON.stringify(options)];
  const [command, all] = multiCore ? ['taskset', ['-c', LOAD_CPU, process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, all, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited ${code}`));
      const run = JSON.parse(out) as LoadRun;
      const cpu = cpuSeconds(serverPid) - cpuBefore;
      resolve({
        rps: run.rps,
        p50: run.latency.p50,
        p99: run.latency.p99,
        latency: run.latency,
        fromScheduled: run.fromScheduled,
        errors: run.errors,
        requests: run.requests,
        cpuRps: cpu > 0 ? run.requests / cpu : 0,
      });
    });
  });
}

export type BenchApp = { baseUrl: string; pid: number; logFile: string; logBytes: () => number; stop: () => Promise<void> };

/**
 * The real server as the bench measures it (decision 067): as scripts/lib.ts startAppProcess
 * starts it (production mode, a fresh SQLite database under `dir`), pinned to `cpus`, but with
 * its standard output, the access log, appended to a file (`dir`/app.log) as a service's log is,
 * not thrown away: writing to /dev/null costs nothing and never blocks, so the bench would not
 * see the lines' write at all.
 */
export async function startBenchApp(dir: string, env: Record<string, string>, cpus?: string): Promise<BenchApp> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = join(dir, 'app.log');
  const log = openSync(logFile, 'a');
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, 'server/src/server.ts']]
    : [process.execPath, ['server/src/server.ts']];
  const server = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: `file:${join(dir, 'app.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: '',
      SMTP_URL: '',
      REGISTER_LIMIT_PER_IP: '1000',
      ...env,
    },
  });
  closeSync(log);
  const exited = new Promise((done) => server.once('exit', done));
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
    logFile,
    logBytes: () => statSync(logFile).size,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
