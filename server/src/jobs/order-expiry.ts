import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireOrders } from '../repositories/orders.ts';

/** Every 5 minutes, plus or minus a minute, so several instances do not all run at the same moment. */
const INTERVAL_MS = 5 * 60_000;
const JITTER_MS = 60_000;

/**
 * Expires pending orders past ORDER_EXPIRY_DAYS (decision 012). Each instance runs it on its own
 * timer: the job is one conditional UPDATE, so two instances running it together change each row
 * once. A failure (database restarting) is logged and the next run tries again.
 */
export const orderExpiryJob = fp<{ intervalMs?: number; jitterMs?: number }>(
  async (app: FastifyInstance, { intervalMs = INTERVAL_MS, jitterMs = JITTER_MS }) => {
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
        const expired = await expireOrders(app.db);
        if (expired > 0) app.log.info({ expired }, 'orders expired');
      } catch (error) {
        app.log.error({ err: error }, 'order expiry failed');
      }
      schedule(intervalMs + Math.round((Math.random() * 2 - 1) * jitterMs));
    };
    app.addHook('onReady', async () => schedule(Math.round(Math.random() * jitterMs)));
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running; // before the database closes (onClose hooks run in reverse order)
    });
  },
  { name: 'order-expiry' },
);
