/**
 * The outside measurement of `npm run bench` (decision 067): wrk, a C load generator, against the
 * floor and the app as someone measuring from outside would run it: 50 connections, a browser's
 * headers, closed loop, wall-clock requests per second. Run pinned to the load core.
 *
 * Each round also reads, from /proc, the CPU time of the serving process (all its threads: the
 * requests per CPU-second the bench judges) and the scheduler's account of its main thread: the
 * share of the round it ran, waited for the core (other work on it: another process, or the
 * process's own worker threads) and slept (nothing to do, or blocked: a write into a full pipe or
 * terminal). Wall-clock req/s is what an outsider sees; the shares say whether it measured the
 * server or the machine.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpuSeconds, LOAD_CPU, multiCore } from './bench-lib.ts';

export const WRK_CONNECTIONS = 50;
export const WRK_SECONDS = 4;

export type WrkResult = {
  /** Answers per second (wall clock), as wrk counts them. */
  rps: number;
  /** Answers per CPU-second of the serving process. */
  cpuRps: number;
  requests: number;
  /** Socket errors, timeouts and non-2xx/3xx answers. */
  errors: number;
  /** Latency percentiles in ms, from wrk's --latency (its histogram, to the microsecond). */
  p50: number;
  p99: number;
  /** Shares of the round's wall time: the main thread on the core, waiting for it, and asleep. */
  ran: number;
  waited: number;
  slept: number;
};

/** True when wrk is there; installs Debian's package when it is not and this runs as root. */
export function ensureWrk(): boolean {
  const present = () => spawnSync('wrk', ['--version']).error === undefined;
  if (present()) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('Installing Debian wrk…');
  spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore' });
  if (!present()) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore' });
  }
  return present();
}

/** Nanoseconds the thread has run and waited on a run queue (/proc/<pid>/task/<tid>/schedstat). */
function schedstat(pid: number): { run: number; wait: number } {
  const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { run: run!, wait: wait! };
}

/** wrk's duration with its unit (us, ms, s, m) in milliseconds. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk printed an unknown duration: ${text}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
}

/** One closed-loop wrk round against `url`; `serverPid` is the process whose CPU and scheduling it reads. */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  seconds = WRK_SECONDS,
  connections = WRK_CONNECTIONS,
): Promise<WrkResult> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const [command, all] = multiCore ? ['taskset', ['-c', LOAD_CPU, 'wrk', ...args]] : ['wrk', args];
  const cpuBefore = cpuSeconds(serverPid);
  const schedBefore = schedstat(serverPid);
  const started = process.hrtime.bigint();
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(command, all, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
  });
  const wall = Number(process.hrtime.bigint() - started);
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  const sched = schedstat(serverPid);
  const field = (re: RegExp) => {
    const m = re.exec(out);
    if (!m) throw new Error(`wrk printed no ${re.source}:\n${out}`);
    return m[1]!;
  };
  const requests = Number(field(/(\d+) requests in/));
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    (socketErrors ? socketErrors.slice(1).reduce((s, n) => s + Number(n), 0) : 0);
  const ran = (sched.run - schedBefore.run) / wall;
  const waited = (sched.wait - schedBefore.wait) / wall;
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    cpuRps: cpu > 0 ? requests / cpu : 0,
    requests,
    errors,
    p50: ms(field(/^\s+50%\s+(\S+)$/m)),
    p99: ms(field(/^\s+99%\s+(\S+)$/m)),
    ran,
    waited,
    slept: Math.max(0, 1 - ran - waited),
  };
}

/** The wrk version line, for the report. */
export function wrkVersion(): string {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'pipe' });
  } catch (error) {
    // wrk prints its version and usage, exiting 1.
    const out = String((error as { stdout?: Buffer }).stdout ?? '');
    return /^wrk \S+/.exec(out)?.[0] ?? 'wrk';
  }
  return 'wrk';
}
