/**
 * A fair, bounded queue for argon2 work. argon2 runs in libuv's thread pool (4 threads, shared
 * with file and DNS work); a flood of logins would fill it and every other request would wait
 * behind the flood. This runs at most `concurrency` jobs at once and serves waiting callers
 * round-robin by key (the client address), so one address with 300 wrong logins waits behind
 * itself while a student from another address gets the next free slot (decision 019).
 *
 * Own code, because p-limit/p-queue bound concurrency but do not share it fairly between keys.
 */
type Job = { run: () => void };
/** A key with work in the queue: its waiting jobs, how many run, and when it last started one. */
type Line = { jobs: Job[]; running: number; lastTurn: number };

export class FairQueue {
  readonly #concurrency: number;
  /** Keys with waiting or running jobs; forgotten once they have neither. */
  readonly #lines = new Map<string, Line>();
  #turn = 0;
  #running = 0;

  constructor(concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
    this.#concurrency = concurrency;
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
      if (!line) this.#lines.set(key, (line = { jobs: [], running: 0, lastTurn: -1 }));
      const owner = line;
      owner.jobs.push({
        run: () => {
          this.#running += 1;
          owner.running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              this.#running -= 1;
              owner.running -= 1;
              if (!owner.running && !owner.jobs.length) this.#lines.delete(key);
              this.#next();
            });
        },
      });
      this.#next();
    });
  }

  /** Starts waiting jobs while slots are free, each time for the key served longest ago. */
  #next(): void {
    while (this.#running < this.#concurrency) {
      let chosen: Line | undefined;
      for (const line of this.#lines.values()) {
        if (line.jobs.length && (!chosen || line.lastTurn < chosen.lastTurn)) chosen = line;
      }
      if (!chosen) return;
      chosen.lastTurn = this.#turn += 1;
      chosen.jobs.shift()!.run();
    }
  }
}
