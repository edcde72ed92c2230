import { describe, expect, it } from 'vitest';
import { FairQueue } from './passwords-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FairQueue', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    const queue = new FairQueue(2);
    let running = 0;
    let peak = 0;
    const job = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, () => queue.run('a', job)));
    expect(peak).toBe(2);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('serves another key next instead of after a long line from one key', async () => {
    const queue = new FairQueue(1);
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await tick();
    };
    const flood = Array.from({ length: 20 }, (_, i) => queue.run('attacker', job(`attacker-${i}`)));
    const student = queue.run('student', job('student'));
    await Promise.all([...flood, student]);
    // The first attacker job was already running; the student goes next.
    expect(order.indexOf('student')).toBe(1);
  });

  it('passes results and errors through and keeps going after an error', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('a', async () => 42)).resolves.toBe(42);
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'after')).resolves.toBe('after');
  });
});
