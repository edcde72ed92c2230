import { describe, expect, it } from 'vitest';
import { FairQueue } from './passwords-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FairQueue', () => {
  it('runs at most `concurrency` jobs at once', async () => {
    const queue = new FairQueue({ concurrency: 2 });
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
    const queue = new FairQueue({ concurrency: 1 });
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

  it('never gives one key more than its share of the slots: another key starts at once', async () => {
    const queue = new FairQueue({ concurrency: 2, perKey: 1 });
    let attackerPeak = 0;
    let attackerRunning = 0;
    const attackerJob = async () => {
      attackerRunning += 1;
      attackerPeak = Math.max(attackerPeak, attackerRunning);
      await tick();
      attackerRunning -= 1;
    };
    const flood = Array.from({ length: 10 }, () => queue.run('attacker', attackerJob));
    expect(queue.size).toEqual({ running: 1, waiting: 9 });
    let started = false;
    const student = queue.run('student', async () => {
      started = true;
    });
    expect(started).toBe(true);
    await Promise.all([...flood, student]);
    expect(attackerPeak).toBe(1);
  });

  it('paces a key with a long line: it rests restFactor times its last job before the next', async () => {
    const queue = new FairQueue({ concurrency: 1, backlog: 2, restFactor: 3 });
    const starts: number[] = [];
    const job = async () => {
      starts.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await Promise.all(Array.from({ length: 6 }, () => queue.run('flood', job)));
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    // While more than 2 wait, a start follows the previous one by its 20 ms plus 60 ms of rest.
    expect(gaps[0]).toBeGreaterThanOrEqual(75);
    // The last jobs (2 or fewer waiting) run back to back.
    expect(gaps.at(-1)).toBeLessThan(60);
  });

  it('passes results and errors through and keeps going after an error', async () => {
    const queue = new FairQueue({ concurrency: 1 });
    await expect(queue.run('a', async () => 42)).resolves.toBe(42);
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'after')).resolves.toBe('after');
  });
});
