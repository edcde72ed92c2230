import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { presentAdminPackage } from '../../presenters/package.ts';
import { changedFields, recordAudit } from '../../repositories/audit-log.ts';
import { findTutorPackage, insertTutorPackage, listTutorPackages, updateTutorPackageRow } from '../../repositories/credits.ts';
import { findAnyTutor } from '../../repositories/tutors.ts';
import { actorOf } from './actor.ts';
import { Unchanged } from './catalogue-shared.ts';

const c = contracts.credits;

/**
 * A tutor's packages of hours in the back office (issue 20, point 7; decision 086), edited with
 * the tutor: list, add, change the price, archive or restore. A package's hours are fixed once
 * created (the credit it gave names them); another number of hours is another package. Each
 * write runs in one transaction with its audit row (before and after) and refreshes the public
 * caches, as the catalogue's other writes do (decision 071).
 */
export default async function adminPackageRoutes(app: FastifyInstance) {
  const tutorOr404 = async (id: number) => {
    const row = await findAnyTutor(app.db, id);
    if (!row) throw notFound('tutors.not_found');
    return row;
  };

  route(app, c.listTutorPackages, async (request) => {
    const tutor = await tutorOr404(request.params.id);
    return (await listTutorPackages(app.db, Number(tutor.id))).map(presentAdminPackage);
  });

  route(app, c.createTutorPackage, async (request, reply) => {
    const tutor = await tutorOr404(request.params.id);
    const tutorId = Number(tutor.id);
    const created = await app.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = await insertTutorPackage(trx, {
        tutor_id: tutorId,
        hours: request.body.hours,
        price_cents: request.body.price,
        archived_at: null,
        created_at: now,
        updated_at: now,
      });
      const answer = presentAdminPackage(row);
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'tutor.package_create',
        targetType: 'tutor',
        targetId: tutorId,
        details: { package_id: answer.id, before: null, after: { hours: answer.hours, price: answer.price } },
      });
      return answer;
    });
    await app.catalogue.changed();
    return reply.status(201).send(created);
  });

  route(app, c.updateTutorPackage, async (request) => {
    const { id, packageId } = request.params;
    const current = await findTutorPackage(app.db, id, packageId);
    if (!current) throw notFound('catalogue.package_not_found');
    const body = request.body;
    let updated;
    try {
      updated = await app.db.transaction().execute(async (trx) => {
        const row = await findTutorPackage(trx, id, packageId);
        if (!row) throw notFound('catalogue.package_not_found');
        const now = nowIso();
        const set = {
          ...(body.price !== undefined ? { price_cents: body.price } : {}),
          ...(body.archived !== undefined && body.archived !== (row.archived_at !== null)
            ? { archived_at: body.archived ? now : null }
            : {}),
        };
        const before = presentAdminPackage(row);
        if (Object.keys(set).length === 0) throw new Unchanged(before);
        const next = (await updateTutorPackageRow(trx, packageId, { ...set, updated_at: now }))!;
        const after = presentAdminPackage(next);
        const changes = changedFields(before, after, ['updated_at', 'created_at', 'archived_at', 'price_per_hour']);
        if (Object.keys(changes.after).length === 0) throw new Unchanged(before);
        const action =
          changes.after.archived === true
            ? 'tutor.package_archive'
            : changes.after.archived === false
              ? 'tutor.package_restore'
              : 'tutor.package_update';
        await recordAudit(trx, {
          actor: actorOf(request),
          action,
          targetType: 'tutor',
          targetId: id,
          details: { package_id: packageId, ...changes },
        });
        return after;
      });
    } catch (error) {
      if (error instanceof Unchanged) return error.value as typeof updated;
      throw error;
    }
    await app.catalogue.changed();
    return updated;
  });
}
