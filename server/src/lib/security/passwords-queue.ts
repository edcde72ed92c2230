/**
 * A fair, bounded queue for argon2 work. argon2 runs in libuv's thread pool (4 threads, shared
 * with file and DNS work) and takes a core while it runs; a flood of logins would fill the pool
 * and the CPU, and every other request would wait behind the flood. This queue
 * - runs at most `concurrency` jobs at once, and at most `perKey` for one key (client address),
 *   so another key's job can start at once;
 * - serves waiting keys round-robin (the key served longest ago first), so one address with 300
 *   wrong logins waits behind itself while a student elsewhere goes next;
 * - paces a backlogged key: once a key has more than `backlog` jobs waiting, it rests
 *   `restFactor` times as long as its last job ran before it starts another, so a flood uses a
 *   bounded share of one core (adapting to how fast argon2 runs on the machine), while a key
 *   with a short line (a class signing in) runs at full speed (decision 019).
 *
 * Own code, because p-limit/p-queue bound concurrency but serve callers in arrival order.
 */
type Job = { run: () => void };
/** A key with work in the queue: its waiting jobs, how many run, its last turn and when it may start again. */
type Line = { jobs: Job[]; running: number; lastTurn: number; notBefore: number };

export type FairQueueOptions = {
  concurrency: number;
  /** Slots one key may hold at once (default: all). */
  perKey?: number;
  /** Waiting jobs above which a key is paced (default: never). */
  backlog?: number;
  /** Rest of a paced key, as a multiple of its last job's duration. */
  restFactor?: number;
};

const positiveInteger = (value: number, name: string) => {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
};

export class FairQueue {
  readonly #concurrency: number;
  readonly #perKey: number;
  readonly #backlog: number;
  readonly #restFactor: number;
  /** Keys with waiting or running jobs; forgotten once they have neither. */
  readonly #lines = new Map<string, Line>();
  #turn = 0;
  #running = 0;
  #wakeUp: NodeJS.Timeout | undefined;

  constructor(options: FairQueueOptions) {
    this.#concurrency = positiveInteger(options.concurrency, 'concurrency');
    this.#perKey = positiveInteger(options.perKey ?? options.concurrency, 'perKey');
    this.#backlog = options.backlog ?? Infinity;
    this.#restFactor = options.restFactor ?? 0;
  }

  /** Jobs running now and waiting, for tests and metrics. */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const line of this.#lines.values()) waiting += line.jobs.length;
    return { running: this.#running, waiting };
  }

  /** Runs `task` once a slot is free and it is `key`'s turn; answers its result. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let line = this.#lines.get(key);
      if (!line) this.#lines.set(key, (line = { jobs: [], running: 0, lastTurn: -1, notBefore: 0 }));
      const owner = line;
      owner.jobs.push({
        run: () => {
          this.#running += 1;
          owner.running += 1;
          const started = performance.now();
          task()
            .then(resolve, reject)
            .finally(() => {
              this.#running -= 1;
              owner.running -= 1;
              if (owner.jobs.length > this.#backlog) {
                owner.notBefore = Date.now() + (performance.now() - started) * this.#restFactor;
              }
              if (!owner.running && !owner.jobs.length) this.#lines.delete(key);
              this.#next();
            });
        },
      });
      this.#next();
    });
  }

  /** Starts waiting jobs while slots are free, each time for the ready key served longest ago. */
  #next(): void {
    while (this.#running < this.#concurrency) {
      const now = Date.now();
      let chosen: Line | undefined;
      let resting = Infinity;
      for (const line of this.#lines.values()) {
        if (!line.jobs.length || line.running >= this.#perKey) continue;
        if (line.notBefore > now) {
          resting = Math.min(resting, line.notBefore);
          continue;
        }
        if (!chosen || line.lastTurn < chosen.lastTurn) chosen = line;
      }
      if (!chosen) {
        // Only resting keys wait: look again when the first may start.
        if (resting !== Infinity && !this.#wakeUp) {
          this.#wakeUp = setTimeout(() => {
            this.#wakeUp = undefined;
            this.#next();
          }, resting - now);
        }
        return;
      }
      chosen.lastTurn = this.#turn += 1;
      chosen.jobs.shift()!.run();
    }
  }
}
