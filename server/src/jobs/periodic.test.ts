import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../db/index.ts';
import { listJobRuns } from '../repositories/job-runs.ts';
import { runPeriodically } from './periodic.ts';

// Its own database: a job of a test server sharing one would run on its own timer beside these.
let db: Db;
beforeAll(async () => {
  db = createDb({ kind: 'sqlite', filename: ':memory:' });
  await migrate(db);
});
afterAll(() => db.destroy());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(10);
  return check();
}

async function appWith(name: string, work: () => Promise<string | void>, intervalMs = 100): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('db', db);
  runPeriodically(app, name, { intervalMs, jitterMs: 20 }, work);
  await app.ready();
  return app;
}

describe('runPeriodically', () => {
  it('runs soon after start, then again and again, and records each run', async () => {
    let runs = 0;
    const app = await appWith('counting', async () => `run ${++runs}`);
    try {
      expect(await until(() => runs >= 3)).toBe(true);
      await app.close();
      const row = (await listJobRuns(db)).find((r) => r.name === 'counting');
      expect(row).toMatchObject({ ok: 1, error: null });
      expect(row?.result).toMatch(/^run \d+$/);
    } finally {
      await app.close();
    }
  });

  it('waits on close for the run under way, then never runs again', async () => {
    let started = 0;
    let finished = 0;
    let release = () => {};
    const app = await appWith('slow', async () => {
      started++;
      await new Promise<void>((resolve) => (release = resolve));
      finished++;
    });
    expect(await until(() => started === 1)).toBe(true);
    const closing = app.close();
    let closed = false;
    void closing.then(() => (closed = true));
    await sleep(50);
    expect(closed).toBe(false); // the run is still under way
    release();
    await closing;
    expect(finished).toBe(1);
    await sleep(300); // three intervals
    expect(started).toBe(1);
  });

  it('records a failed run and tries again on the next', async () => {
    let runs = 0;
    const app = await appWith(
      'failing',
      async () => {
        runs++;
        if (runs === 1) throw new Error('database restarting');
        return 'recovered';
      },
      1000,
    );
    const row = async () => (await listJobRuns(db)).find((r) => r.name === 'failing');
    try {
      let failed: Awaited<ReturnType<typeof row>>;
      const deadline = Date.now() + 5000;
      while (!failed && Date.now() < deadline) {
        const now = await row();
        if (now?.ok === 0) failed = now;
        else await sleep(10);
      }
      expect(failed).toMatchObject({ ok: 0, error: 'database restarting', result: null });
      expect(await until(() => runs >= 2)).toBe(true);
      await app.close();
      expect(await row()).toMatchObject({ ok: 1, result: 'recovered', error: null });
    } finally {
      await app.close();
    }
  });
});
