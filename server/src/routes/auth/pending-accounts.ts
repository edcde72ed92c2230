import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { deleteAccount, findStalePendingUserIds, findUserById } from '../../repositories/users.ts';

/** A registration never verified is deleted this long after it was last made. */
export const PENDING_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Deletes accounts never verified within PENDING_ACCOUNT_TTL_MS, so scripted sign-ups leave no
 * lasting rows. Each one goes through deleteAccount (its rows in one transaction). Safe with
 * several instances: each deletion is idempotent and a row another instance removed first is
 * simply gone. Answers how many were deleted.
 */
export async function prunePendingAccountsOnce(app: FastifyInstance, now = Date.now()): Promise<number> {
  let deleted = 0;
  const cutoff = now - PENDING_ACCOUNT_TTL_MS;
  for (;;) {
    const ids = await findStalePendingUserIds(app.db, cutoff, BATCH);
    for (const id of ids) {
      // Looked at again just before: a registration or verification since the list was read wins.
      const user = await findUserById(app.db, id);
      if (!user || user.email_verified_at || user.updated_at >= nowIso(cutoff)) continue;
      if (await deleteAccount(app.db, id)) deleted += 1;
    }
    if (ids.length < BATCH) return deleted;
  }
}

/** Prunes pending accounts every hour while the app runs (the timer never holds the process). */
export function prunePendingAccounts(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      prunePendingAccountsOnce(app)
        .then((count) => count && app.log.info({ count }, 'pruned unverified accounts'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'pruning unverified accounts failed'));
    }, PRUNE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
