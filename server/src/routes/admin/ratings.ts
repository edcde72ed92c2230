import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { presentAdminRating } from '../../presenters/admin.ts';
import { findRatingForAdmin, listRatingsForAdmin } from '../../repositories/admin-ratings.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { setRatingHidden } from '../../repositories/ratings.ts';
import { actorOf } from './actor.ts';

/** Moderation: a hidden rating leaves every summary and average at once (decision 014). */
export default async function adminRatingRoutes(app: FastifyInstance) {
  route(app, contracts.admin.listRatings, async (request) => {
    const query = request.query;
    const { rows, total, capped } = await listRatingsForAdmin(app.db, { type: query.type, hidden: query.hidden }, pageWindow(query));
    return { data: rows.map(presentAdminRating), total, ...(capped ? { total_capped: true } : {}) };
  });

  for (const [action, endpoint] of [
    ['hide', contracts.admin.hideRating],
    ['unhide', contracts.admin.unhideRating],
  ] as const) {
    route(app, endpoint, async (request) => {
      const id = request.params.id;
      const reason = action === 'hide' ? (request.body as { reason: string }).reason : null;
      const result = await app.db.transaction().execute(async (trx) => {
        const changed = await setRatingHidden(trx, id, reason === null ? null : { reason });
        if (changed.row) {
          await recordAudit(trx, {
            actor: actorOf(request),
            action: `rating.${action}`,
            targetType: 'rating',
            targetId: id,
            details: { type: changed.row.type, subject_id: changed.row.subject_id, ...(reason ? { reason } : {}) },
          });
        }
        return changed;
      });
      if (!result.exists) throw notFound('ratings.not_found');
      if (!result.row) throw conflict(action === 'hide' ? 'ratings.already_hidden' : 'ratings.not_hidden');
      const row = (await findRatingForAdmin(app.db, id))!;
      return { message: action === 'hide' ? 'Rating hidden.' : 'Rating shown again.', ...presentAdminRating(row) };
    });
  }
}
