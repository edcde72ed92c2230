import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` on this instance's own timer: every `intervalMs` plus or minus `jitterMs` (so
 * several instances do not all run at the same moment), the first run within `jitterMs` of the
 * start. The work must be safe to run from several instances at once (a conditional UPDATE). A
 * failure is logged and the next run tries again; on close the run under way finishes before the
 * database closes (register it after the database's onClose hook).
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  options: { intervalMs: number; jitterMs: number },
  work: () => Promise<void>,
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
  const run = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
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
