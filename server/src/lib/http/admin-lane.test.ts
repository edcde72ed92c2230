import { describe, expect, it } from 'vitest';
import { AdminLane } from './admin-lane.ts';

describe('AdminLane', () => {
  it('runs at most `limit` at once, hands each freed slot to the next in turn, and refuses past the queue', async () => {
    const lane = new AdminLane(2, 1);
    expect(await lane.enter()).toBe(true);
    expect(await lane.enter()).toBe(true);
    expect(lane.running).toBe(2);
    let third = false;
    const waiting = lane.enter().then((ok) => (third = ok));
    expect(await lane.enter()).toBe(false); // the queue (1) is full
    await Promise.resolve();
    expect(third).toBe(false);
    lane.release();
    await waiting;
    expect(third).toBe(true);
    expect(lane.running).toBe(2);
    lane.release();
    lane.release();
    expect(lane.running).toBe(0);
    expect(lane.waiting).toBe(0);
  });
});
