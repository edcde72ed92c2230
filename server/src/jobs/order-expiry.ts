import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireOrders } from '../repositories/orders.ts';
import { runPeriodically } from './periodic.ts';

/** Every 5 minutes, plus or minus a minute, so several instances do not all run at the same moment. */
const INTERVAL_MS = 5 * 60_000;
const JITTER_MS = 60_000;

/**
 * Expires pending orders past ORDER_EXPIRY_DAYS (decision 012). Each instance runs it on its own
 * timer: the job is one conditional UPDATE, so two instances running it together change each row
 * once. A failure (database restarting) is logged and the next run tries again; each run is
 * recorded in job_runs (the System screen).
 */
export const orderExpiryJob = fp<{ intervalMs?: number; jitterMs?: number }>(
  async (app: FastifyInstance, { intervalMs = INTERVAL_MS, jitterMs = JITTER_MS }) => {
    runPeriodically(app, 'order expiry', { intervalMs, jitterMs }, async () => {
      const expired = await expireOrders(app.db);
      if (expired > 0) app.log.info({ expired }, 'orders expired');
      return `orders expired: ${expired}`;
    });
  },
  { name: 'order-expiry' },
);
