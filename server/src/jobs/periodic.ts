import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/index.ts';
import { recordJobEnd, recordJobStart } from '../repositories/job-runs.ts';

/** Which instance ran a job (the System screen): its host and process. */
const INSTANCE = `${hostname()}:${process.pid}`.slice(0, 128);

/**
 * Runs `work` on this instance's own timer: every `intervalMs` plus or minus `jitterMs` (so
 * several instances do not all run at the same moment), the first run within `jitterMs` of the
 * start. The work must be safe to run from several instances at once (a conditional UPDATE). A
 * failure is logged and the next run tries again; on close the run under way finishes before the
 * database closes (register it after the database's onClose hook).
 *
 * Each run is recorded in job_runs under `name` (its start, end, outcome, the short result the
 * work answers, its error): the System screen shows each job's last run (decision 085). A
 * failure to record is logged and never stops the work.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  options: { intervalMs: number; jitterMs: number },
  work: () => Promise<string | void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => (running = null));
    }, delay);
    timer.unref();
  };
  const record = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      app.log.warn({ err: error }, `${name}: its run could not be recorded`);
    }
  };
  const run = async () => {
    const startedAt = nowIso();
    await record(() => recordJobStart(app.db, name, INSTANCE, startedAt));
    try {
      const result = await work();
      await record(() => recordJobEnd(app.db, name, startedAt, { ok: true, result: result ?? null }));
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await record(() => recordJobEnd(app.db, name, startedAt, { ok: false, error: message }));
    }
    schedule(options.intervalMs + Math.round((Math.random() * 2 - 1) * options.jitterMs));
  };
  app.addHook('onReady', async () => schedule(Math.round(Math.random() * options.jitterMs)));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
