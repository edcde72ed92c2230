/**
 * The load generator of `npm run bench` (decision 064): autocannon, through its programmatic API,
 * against one URL, with every response's latency kept as a float (ms), so percentiles are exact
 * instead of autocannon's whole-millisecond histogram. Run pinned to the load core by bench-lib.ts.
 *
 * Two modes:
 * - closed loop (no `rate`): `connections` connections each send their next request as soon as
 *   the previous answer arrives (saturation). Latency is autocannon's own, from send to answer.
 * - fixed offered rate (`rate` requests per second over all connections, wrk2-style): connection
 *   i sends its k-th request at t0 + (k + i / connections) * connections / rate, evenly spread.
 *   autocannon's own rate limit sends each second's quota back to back at the start of the
 *   second (a burst at saturation, then nothing), so the pacing here replaces its per-connection
 *   send step (`_doRequest`) with one that waits for the request's time. A request whose
 *   connection was still waiting for the previous answer at its time counts from that time
 *   (coordinated omission: the server's delay is not forgiven); one sent on time counts from when
 *   it was sent (the generator's own lateness is not the server's).
 *
 * Usage: node scripts/bench-load.ts '<LoadOptions as JSON>'; prints a LoadRun as JSON on stdout.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

export type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  method?: string;
  body?: string;
  /** Requests per second over all connections; absent: closed loop (saturation). */
  rate?: number;
};

/** Latency percentiles in milliseconds (nearest rank over every 2xx answer). */
export type Latency = { p50: number; p90: number; p99: number; p999: number; max: number; mean: number };

/**
 * latency: from each request's send to its answer. fromScheduled (fixed rate only): from the time
 * the request was due when its connection was still busy then (wrk2's correction for coordinated
 * omission), else from its send; on a shared machine it also charges the generator's own
 * preemptions to the server, for every request due meanwhile.
 */
export type LoadRun = { requests: number; seconds: number; rps: number; errors: number; latency: Latency; fromScheduled?: Latency };

type Client = {
  destroyed: boolean;
  _doRequest: () => void;
  on(event: 'response', listener: (statusCode: number) => void): void;
};
type Instance = { on(event: 'response', listener: (client: Client, statusCode: number, bytes: number, ms: number) => void): void };
type Result = { errors: number; timeouts: number; non2xx: number; duration: number };
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: Result) => void) => Instance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Exact percentiles of the recorded latencies (ms). */
export function percentiles(values: Float64Array): Latency {
  const sorted = values.slice().sort();
  const rank = (p: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  const sum = sorted.reduce((s, v) => s + v, 0);
  return { p50: rank(50), p90: rank(90), p99: rank(99), p999: rank(99.9), max: rank(100), mean: sorted.length ? sum / sorted.length : 0 };
}

/** A growing list of floats (a response's latency each). */
class Samples {
  #values = new Float64Array(1 << 16);
  #length = 0;
  push(value: number): void {
    if (this.#length === this.#values.length) {
      const grown = new Float64Array(this.#values.length * 2);
      grown.set(this.#values);
      this.#values = grown;
    }
    this.#values[this.#length++] = value;
  }
  get values(): Float64Array {
    return this.#values.subarray(0, this.#length);
  }
}

export function runLoad(options: LoadOptions): Promise<LoadRun> {
  const samples = new Samples();
  const scheduledSamples = new Samples();
  let non2xx = 0;
  const ok = (statusCode: number) => statusCode >= 200 && statusCode < 300;
  const paced = options.rate !== undefined && options.rate > 0;
  /** Connections waiting for their next request's time (fixed rate). */
  const waiting = new Set<{ client: Client; at: number; send: () => void }>();
  let stopped = false;
  let made = 0;
  let t0 = 0;

  /** Fixed rate: each connection's send step waits for its requests' times (see the file comment). */
  const setupClient = (client: Client) => {
    const send = client._doRequest;
    if (typeof send !== 'function') throw new Error('autocannon changed: no Client._doRequest to pace');
    const connection = made++;
    if (connection === 0) t0 = performance.now();
    const interval = (1000 * options.connections) / options.rate!;
    let k = 0;
    let sent = 0;
    let due = 0;
    const sendNow = (scheduled: number) => {
      sent = performance.now();
      due = scheduled;
      send.call(client);
    };
    client._doRequest = () => {
      if (stopped || client.destroyed) return;
      const at = t0 + (k + connection / options.connections) * interval;
      k += 1;
      // Free after its time: the connection was busy then, so the request counts from `at`.
      if (performance.now() >= at) sendNow(at);
      else {
        waiting.add({ client, at, send: () => sendNow(performance.now()) });
        wakeAt(at);
      }
    };
    client.on('response', (statusCode) => {
      if (!ok(statusCode)) {
        non2xx += 1;
        return;
      }
      const now = performance.now();
      samples.push(now - sent);
      scheduledSamples.push(now - Math.min(due, sent));
    });
  };
  // Sends what is due, on a timer set for the earliest waiting request. A timer, not a busy loop:
  // on a shared core the scheduler favours a process that sleeps, and a spinning generator was
  // preempted for milliseconds at a time. Timers fire on whole milliseconds, so requests due within
  // the same millisecond leave together, as with wrk2's timers.
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  const wakeAt = (at: number) => {
    if (at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(pump, Math.max(0, at - performance.now()));
  };
  const pump = () => {
    timer = undefined;
    timerAt = Infinity;
    if (stopped) return;
    const now = performance.now();
    let next = Infinity;
    for (const entry of waiting) {
      if (entry.at > now) {
        next = Math.min(next, entry.at);
        continue;
      }
      waiting.delete(entry);
      if (!entry.client.destroyed) entry.send();
    }
    if (next < Infinity) wakeAt(next);
  };

  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        ...(paced ? { setupClient } : {}),
      },
      (error, result) => {
        stopped = true;
        clearTimeout(timer);
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const requests = samples.values.length + non2xx;
        resolve({
          requests,
          seconds,
          rps: requests / seconds,
          errors: result.errors + result.timeouts + non2xx,
          latency: percentiles(samples.values),
          ...(paced ? { fromScheduled: percentiles(scheduledSamples.values) } : {}),
        });
      },
    );
    if (!paced)
      instance.on('response', (_client, statusCode, _bytes, ms) => {
        if (ok(statusCode)) samples.push(ms);
        else non2xx += 1;
      });
  });
}

if (import.meta.main) {
  const run = await runLoad(JSON.parse(process.argv[2]!) as LoadOptions);
  process.stdout.write(`${JSON.stringify(run)}\n`);
}
