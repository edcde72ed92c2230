import { adminRatingsQuerySchema, adminReasonSchema, type AdminList, type AdminRating } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { presentAdminRating } from '../../presenters/admin.ts';
import { findRatingForAdmin, listRatingsForAdmin } from '../../repositories/admin-ratings.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { setRatingHidden } from '../../repositories/ratings.ts';
import { actorOf } from './actor.ts';

type IdParams = { Params: { id: string } };
const readId = (raw: string) => {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound('Rating not found.');
  return Number(raw);
};

/** Moderation: a hidden rating leaves every summary and average at once (decision 014). */
export default async function adminRatingRoutes(app: FastifyInstance) {
  app.get('/api/admin/ratings', async (request): Promise<AdminList<AdminRating>> => {
    const query = validate(adminRatingsQuerySchema, request.query);
    const { rows, total } = await listRatingsForAdmin(app.db, { type: query.type, hidden: query.hidden }, pageWindow(query));
    return { data: rows.map(presentAdminRating), total };
  });

  for (const action of ['hide', 'unhide'] as const) {
    app.post<IdParams>(`/api/admin/ratings/:id/${action}`, async (request) => {
      const id = readId(request.params.id);
      const reason = action === 'hide' ? validate(adminReasonSchema, request.body).reason : null;
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
      if (!result.exists) throw notFound('Rating not found.');
      if (!result.row) throw new HttpError(409, action === 'hide' ? 'This rating is already hidden.' : 'This rating is not hidden.');
      const row = (await findRatingForAdmin(app.db, id))!;
      return { message: action === 'hide' ? 'Rating hidden.' : 'Rating shown again.', ...presentAdminRating(row) };
    });
  }
}
