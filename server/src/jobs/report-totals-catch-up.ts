import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countEntriesOutsideTotals } from '../money/entries.ts';
import { runPeriodically } from './periodic.ts';

/**
 * Adds to the revenue report's kept totals the money entries they do not hold (recorded by an
 * instance of the previous release during a rolling deploy; decision 087, amended): on every
 * instance every minute or so, an index read that finds nothing once the deploy is over.
 */
export const reportTotalsCatchUpJob = fp<{ intervalMs?: number; jitterMs?: number }>(
  async (app: FastifyInstance, { intervalMs = 60_000, jitterMs = 15_000 }) => {
    runPeriodically(app, 'report totals catch-up', { intervalMs, jitterMs }, async () => {
      const added = await countEntriesOutsideTotals(app.db);
      if (added > 0) app.log.info({ added }, 'money entries added to the report totals');
      return `entries added: ${added}`;
    });
  },
  { name: 'report-totals-catch-up' },
);
