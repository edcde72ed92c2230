import { describe, expect, it } from 'vitest';
import { ImageQueueFullError, WorkQueue } from './images.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkQueue (bounded image work)', () => {
  it('runs at most `workers` tasks at once, in order, and refuses beyond `queueLimit` waiting', async () => {
    const queue = new WorkQueue(2, 2);
    const gates = Array.from({ length: 4 }, deferred);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await expect(queue.run(async () => 99)).rejects.toBeInstanceOf(ImageQueueFullError);
    expect(started).toEqual([0, 1]);
    gates[0]!.resolve();
    await tasks[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('frees the slot of a task that throws', async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
