import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { CATEGORY_TEXT_KEYS, presentAdminCategory } from '../../presenters/admin-catalogue.ts';
import { findCategoryForAdmin, insertCategory, listCategoriesForAdmin, updateCategoryRow } from '../../repositories/admin-categories.ts';
import { changedFields, recordAudit } from '../../repositories/audit-log.ts';
import { actorOf } from './actor.ts';
import { initialTranslations, mergeTranslations, Unchanged } from './catalogue-shared.ts';

const c = contracts.adminCatalogue;
const DERIVED = ['updated_at', 'created_at', 'course_count'];

/**
 * Course categories in the back office (decision 071): list, add, rename or describe in each
 * language. A category is not deleted (its courses and their orders name it); each write is
 * audited in its transaction and refreshes the public caches.
 */
export default async function adminCategoryRoutes(app: FastifyInstance) {
  route(app, c.listCategories, async (request) => {
    const { rows, total } = await listCategoriesForAdmin(app.db, { q: request.query.q }, pageWindow(request.query));
    return { data: rows.map(presentAdminCategory), total };
  });

  route(app, c.createCategory, async (request, reply) => {
    const body = request.body;
    const created = await app.db.transaction().execute(async (trx) => {
      const row = await insertCategory(trx, {
        name: body.name,
        description: body.description,
        // No picture of its own yet: visitors see the default one (presenters/catalogue.ts).
        image: '',
        translations: initialTranslations(body.translations),
      });
      const category = presentAdminCategory((await findCategoryForAdmin(trx, Number(row.id)))!);
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'category.create',
        targetType: 'category',
        targetId: category.id,
        details: { before: null, after: changedFields({}, category, DERIVED).after },
      });
      return category;
    });
    await app.catalogue.changed();
    return reply.status(201).send(created);
  });

  route(app, c.updateCategory, async (request) => {
    const id = request.params.id;
    if (!(await findCategoryForAdmin(app.db, id))) throw notFound('catalogue.category_not_found');
    const body = request.body;
    let updated;
    try {
      updated = await app.db.transaction().execute(async (trx) => {
        const row = await findCategoryForAdmin(trx, id);
        if (!row) throw notFound('catalogue.category_not_found');
        const before = presentAdminCategory(row);
        const translations = mergeTranslations(row.translations, body.translations, CATEGORY_TEXT_KEYS);
        await updateCategoryRow(trx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(translations !== undefined ? { translations } : {}),
        });
        const after = presentAdminCategory((await findCategoryForAdmin(trx, id))!);
        const changes = changedFields(before, after, DERIVED);
        if (Object.keys(changes.after).length === 0) throw new Unchanged(before);
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          details: changes,
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
