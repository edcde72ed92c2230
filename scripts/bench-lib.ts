/** What `npm run bench` and its scale phase share: pinning, raw HTTP, sign-in, autocannon. */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.ts';

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
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
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

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; requests: number; cpuRps: number };

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** autocannon (its CLI, pinned to the load core) against one URL. */
export function autocannon(url: string, headers: Record<string, string>, serverPid: number, seconds = SECONDS, method = 'GET', body?: string): Promise<LoadResult> {
  const cpuBefore = cpuSeconds(serverPid);
  const cli = join(ROOT, 'node_modules/autocannon/autocannon.js');
  const cliArgs = [cli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', method];
  for (const [k, v] of Object.entries(headers)) cliArgs.push('-H', `${k}=${v}`);
  if (body) cliArgs.push('-b', body);
  cliArgs.push(url);
  const [command, all] = multiCore ? ['taskset', ['-c', LOAD_CPU, process.execPath, ...cliArgs]] : [process.execPath, cliArgs];
  return new Promise((resolve, reject) => {
    const child = spawn(command, all, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      const cpu = cpuSeconds(serverPid) - cpuBefore;
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
        cpuRps: cpu > 0 ? r.requests.total / cpu : 0,
      });
    });
  });
}


