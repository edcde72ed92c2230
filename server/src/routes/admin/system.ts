import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import {
  deleteUnsentMail,
  findOutboxMail,
  listOutboxForAdmin,
  requeueFailedMail,
  type AdminOutboxRow,
} from '../../repositories/admin-outbox.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { pingDatabase } from '../../repositories/health.ts';
import { listJobRuns } from '../../repositories/job-runs.ts';
import { outboxTotals } from '../../repositories/operations.ts';
import { actorOf } from './actor.ts';

const c = contracts.adminSystem;

/** A check that does not answer within this is reported down (the screen must not hang on it). */
const CHECK_TIMEOUT_MS = 3_000;

/** Whether a check passes within CHECK_TIMEOUT_MS; its error is logged, never answered. */
async function passes(app: FastifyInstance, what: string, check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch (error) {
    app.log.warn({ err: error }, `system screen: ${what} check failed`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** An outbox row as admins see it: 'pending' reads 'queued'; a failed row is not due any more. */
const presentMail = (row: AdminOutboxRow) => ({
  id: Number(row.id),
  to: row.recipient,
  subject: row.subject,
  status: row.status === 'failed' ? ('failed' as const) : ('queued' as const),
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: row.created_at,
  send_after: row.status === 'pending' ? row.next_attempt_at : null,
});

/**
 * The System screen (issue 23; decision 085): the same checks as /ready (the database, Redis) and
 * the file store's, the outbox and the scheduled jobs' last runs; retry and discard of an e-mail,
 * each audited. Never an e-mail's body nor a secret (the storage answers its kind, not its URL).
 */
export default async function adminSystemRoutes(app: FastifyInstance) {
  route(app, c.system, async () => {
    const [databaseOk, redisOk, storageOk] = await Promise.all([
      passes(app, 'database', () => pingDatabase(app.db)),
      app.redis ? passes(app, 'redis', () => app.redis!.ping()) : Promise.resolve(null),
      passes(app, 'storage', () => app.storage.check()),
    ]);
    const [outbox, jobs] = await Promise.all([outboxTotals(app.db), listJobRuns(app.db)]);
    return {
      version: app.config.version,
      database: { driver: app.config.database.kind, ok: databaseOk },
      redis: { configured: app.redis !== null, ok: redisOk },
      storage: { kind: app.storage.kind, ok: storageOk },
      outbox: { queued: outbox.queued, failed: outbox.failed, oldest_queued_at: outbox.oldestQueuedAt },
      jobs: jobs.map((job) => ({
        name: job.name,
        started_at: job.started_at,
        finished_at: job.finished_at,
        ok: job.ok === null ? null : Number(job.ok) === 1,
        result: job.result,
        error: job.error,
        instance: job.instance,
      })),
    };
  });

  route(app, c.listOutbox, async (request) => {
    const { status } = request.query;
    const { rows, total } = await listOutboxForAdmin(
      app.db,
      status === undefined ? undefined : status === 'failed' ? 'failed' : 'pending',
      pageWindow(request.query),
    );
    return { data: rows.map(presentMail), total };
  });

  route(app, c.retryOutboxMail, async (request) => {
    const id = request.params.id;
    const row = await app.db.transaction().execute(async (trx) => {
      const requeued = await requeueFailedMail(trx, id);
      if (requeued) {
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'mail.retry',
          targetType: 'mail',
          targetId: id,
          details: { to: requeued.recipient, subject: requeued.subject, last_error: requeued.last_error },
        });
      }
      return requeued;
    });
    if (!row) {
      if (!(await findOutboxMail(app.db, id))) throw notFound('outbox.not_found');
      throw conflict('outbox.not_failed');
    }
    app.mailer.kick(); // sent now, not on the worker's next round
    return { message: 'E-mail queued to be sent again.', ...presentMail(row) };
  });

  route(app, c.discardOutboxMail, async (request) => {
    const id = request.params.id;
    const row = await app.db.transaction().execute(async (trx) => {
      const deleted = await deleteUnsentMail(trx, id);
      if (deleted) {
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'mail.discard',
          targetType: 'mail',
          targetId: id,
          details: { to: deleted.recipient, subject: deleted.subject, status: deleted.status, attempts: deleted.attempts },
        });
      }
      return deleted;
    });
    if (!row) {
      if (!(await findOutboxMail(app.db, id))) throw notFound('outbox.not_found');
      throw conflict('outbox.already_sent');
    }
    return { message: 'E-mail discarded.' };
  });
}
