import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { utcIso } from '../lib/time/beirut.ts';
import { expireLapsedHolds } from '../repositories/bookings.ts';
import { runPeriodically } from './periodic.ts';

/**
 * Expires unpaid holds past their end (decision 072): one conditional UPDATE (held and lapsed ->
 * expired), their cells deleted and their orders expired, in one transaction, on every instance
 * every minute or so: two instances change each row once. Reads never wait for it: a lapsed
 * hold already reads as expired and never blocks a slot.
 */
export async function expireHolds(app: FastifyInstance, now = Date.now()): Promise<number> {
  const expired = await app.db.transaction().execute((trx) => expireLapsedHolds(trx, utcIso(now)));
  if (expired.length > 0) app.log.info({ expired: expired.length }, 'session holds expired');
  return expired.length;
}

export const bookingHoldsJob = fp<{ intervalMs?: number; jitterMs?: number }>(
  async (app: FastifyInstance, { intervalMs = 60_000, jitterMs = 15_000 }) => {
    runPeriodically(app, 'session hold expiry', { intervalMs, jitterMs }, async () => {
      return `holds expired: ${await expireHolds(app)}`;
    });
  },
  { name: 'booking-holds' },
);
