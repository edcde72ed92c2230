import pino from 'pino';

/** What the batch writes to: pino's synchronous destination (sonic-boom), or a test's recorder. */
export type LogSink = { write(chunk: string): unknown; flushSync?(): void };

export type BatchedLogStreamOptions = {
  /** Lines are written once this many characters are waiting (UTF-16 units: a byte count would cost a pass over each line). */
  minLength: number;
  /** Waiting lines are written at least this often (ms); 0: only when full, on flush and on exit. */
  flushIntervalMs: number;
};

/**
 * The access log's batching (decision 054). pino writes one line per request; a write() system
 * call per line was a tenth of a request's CPU (decision 029), so lines are written in batches.
 * sonic-boom batches by appending each line to one growing string and measuring that string's
 * byte length on every write (`Buffer.byteLength(bufs[bufs.length - 1])`): V8 flattens the
 * concatenated string to measure it, so with a 32 KB batch every request copied about 16 KB and
 * left it to the garbage collector (40 KB allocated per GET /api/user, 16 KB of it there).
 * Here the lines wait in an array with a running length and are joined once per batch, then
 * handed to the sink in one synchronous write.
 */
export class BatchedLogStream {
  readonly #sink: LogSink;
  readonly #minLength: number;
  #lines: string[] = [];
  #length = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(sink: LogSink, options: BatchedLogStreamOptions) {
    this.#sink = sink;
    this.#minLength = options.minLength;
    if (options.flushIntervalMs > 0) this.#timer = setInterval(() => this.#writeOut(), options.flushIntervalMs).unref();
  }

  /** pino's stream interface: one serialized line (with its newline). */
  write(line: string): boolean {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= this.#minLength) this.#writeOut();
    return true;
  }

  /** pino's logger.flush(cb): writes what waits. */
  flush(cb?: (error?: Error) => void): void {
    try {
      this.flushSync();
    } catch (error) {
      cb?.(error as Error);
      return;
    }
    cb?.();
  }

  /** Writes what waits now and makes the sink write it through (on exit). */
  flushSync(): void {
    this.#writeOut();
    this.#sink.flushSync?.();
  }

  /** Stops the periodic flush after writing what waits. */
  end(): void {
    clearInterval(this.#timer);
    this.flushSync();
  }

  #writeOut(): void {
    if (this.#lines.length === 0) return;
    const chunk = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.#sink.write(chunk);
  }
}

/**
 * The server's log stream: stdout through sonic-boom's synchronous write (it retries partial
 * writes and EAGAIN on a full pipe), fed whole batches, so its own buffer stays empty.
 */
export function stdoutLogStream(): BatchedLogStream {
  const stdout = pino.destination({ dest: 1, sync: true });
  const stream = new BatchedLogStream(stdout, { minLength: 32 * 1024, flushIntervalMs: 1000 });
  process.once('exit', () => stream.flushSync());
  return stream;
}
