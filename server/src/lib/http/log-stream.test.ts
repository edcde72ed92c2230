import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogStream } from './log-stream.ts';

const recorder = () => {
  const writes: string[] = [];
  let flushed = 0;
  return { writes, flushed: () => flushed, sink: { write: (chunk: string) => writes.push(chunk), flushSync: () => (flushed += 1) } };
};

describe('BatchedLogStream', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing until a batch is full, then the waiting lines in one write, in order', () => {
    const { writes, sink } = recorder();
    const stream = new BatchedLogStream(sink, { minLength: 100, flushIntervalMs: 0 });
    const lines = Array.from({ length: 12 }, (_, i) => `{"line":${String(i).padStart(2, '0')}}\n`); // 12 chars each
    for (const line of lines.slice(0, 8)) stream.write(line);
    expect(writes).toEqual([]); // 96 characters wait
    stream.write(lines[8]!);
    expect(writes).toEqual([lines.slice(0, 9).join('')]);
    for (const line of lines.slice(9)) stream.write(line);
    expect(writes).toHaveLength(1);
    stream.flushSync();
    expect(writes).toEqual([lines.slice(0, 9).join(''), lines.slice(9).join('')]);
  });

  it('writes what waits at least every flushIntervalMs, and nothing when nothing waits', () => {
    vi.useFakeTimers();
    const { writes, sink } = recorder();
    const stream = new BatchedLogStream(sink, { minLength: 32 * 1024, flushIntervalMs: 1000 });
    stream.write('a\n');
    stream.write('b\n');
    vi.advanceTimersByTime(999);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
    vi.advanceTimersByTime(5000);
    expect(writes).toEqual(['a\nb\n']);
    stream.end();
  });

  it("flush(cb) and end() write what waits and make the sink write it through; pino's logger.flush reaches it", () => {
    const { writes, flushed, sink } = recorder();
    const stream = new BatchedLogStream(sink, { minLength: 32 * 1024, flushIntervalMs: 1000 });
    const log = pino({ base: null, timestamp: false }, stream);
    log.info({ reqId: 'r1', res: { statusCode: 200 } }, 'request completed');
    expect(writes).toEqual([]);
    const cb = vi.fn();
    log.flush(cb);
    expect(cb).toHaveBeenCalledWith();
    expect(writes.map((w) => JSON.parse(w) as unknown)).toEqual([
      { level: 30, reqId: 'r1', res: { statusCode: 200 }, msg: 'request completed' },
    ]);
    expect(flushed()).toBe(1);
    log.info('last line');
    stream.end();
    expect(writes[1]).toBe('{"level":30,"msg":"last line"}\n');
  });

  it('counts characters, so lines with non-ASCII text batch too and none is lost', () => {
    const { writes, sink } = recorder();
    const stream = new BatchedLogStream(sink, { minLength: 64, flushIntervalMs: 0 });
    const lines = ['{"msg":"مرحبا"}\n', '{"msg":"élève"}\n', '{"msg":"ok"}\n'];
    for (let i = 0; i < 30; i += 1) stream.write(lines[i % 3]!);
    stream.flushSync();
    expect(writes.join('')).toBe(Array.from({ length: 30 }, (_, i) => lines[i % 3]).join(''));
    expect(writes.length).toBeLessThan(10);
  });
});
