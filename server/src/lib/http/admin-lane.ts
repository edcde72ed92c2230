/**
 * The back office's own lane (issue 23, decision 082): at most `limit` admin reads run at once on
 * an instance, the rest wait their turn (at most `maxWaiting`, then 503 at once). With PostgreSQL's
 * pool of 10 connections, slow admin reports can hold at most `limit` of them, so students' reads
 * always find a connection.
 */
export class AdminLane {
  readonly #limit: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limit: number, maxWaiting = 50) {
    this.#limit = limit;
    this.#maxWaiting = maxWaiting;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves true once the read may run (call release() after), false when the queue is full. */
  async enter(): Promise<boolean> {
    if (this.#running < this.#limit) {
      this.#running += 1;
      return true;
    }
    if (this.#waiting.length >= this.#maxWaiting) return false;
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
    return true; // the slot was handed over by release()
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }
}
