import fastifyMultipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { conflict, fieldEntry, fieldError, notFound, unavailable, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { PICTURE_SHAPES } from '../../lib/files/images.ts';
import { COURSE_TEXT_KEYS, presentAdminCourse } from '../../presenters/admin-catalogue.ts';
import { categoryExists } from '../../repositories/admin-categories.ts';
import {
  courseCodeTaken,
  existingTutorIds,
  insertCourse,
  listCoursesForAdmin,
  replaceCourseImage,
  setCourseArchived,
  setCourseTutors,
  tutorLinksOfCourses,
  updateCourseRow,
} from '../../repositories/admin-courses.ts';
import { changedFields, recordAudit } from '../../repositories/audit-log.ts';
import { findCourse, listCategories, type CourseRow } from '../../repositories/courses.ts';
import { isUniqueViolation } from '../../repositories/unique-violation.ts';
import { actorOf } from './actor.ts';
import {
  initialTranslations,
  mediaPath,
  mergeTranslations,
  readPicture,
  removeStored,
  storedKeyOf,
  Unchanged,
} from './catalogue-shared.ts';

const c = contracts.adminCatalogue;
/** Fields that follow from others: the tutors' names beside their ids, the price in cents beside the price. */
const DERIVED = ['updated_at', 'created_at', 'tutors', 'price_cents'];

/**
 * Courses in the back office (issue 18, decision 071): list, read, add, change, archive and
 * restore, and a card picture. Each write is checked whole before anything is written (a 422
 * changes nothing), runs in one transaction with its audit row (the changed fields before and
 * after), and drops this instance's public caches (/api/courses, /api/catalogue, /api/tutors):
 * other instances follow within their TTL.
 */
export default async function adminCourseRoutes(app: FastifyInstance) {
  // Multipart is parsed only inside this plugin, for the card picture.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  const categoryImages = async (db: Db) => new Map((await listCategories(db)).map((row) => [Number(row.id), row.image]));

  /** Courses as the back office shows them, with their tutors and pictures. */
  async function present(db: Db, rows: CourseRow[]) {
    const [links, images] = await Promise.all([
      tutorLinksOfCourses(
        db,
        rows.map((r) => Number(r.id)),
      ),
      categoryImages(db),
    ]);
    return rows.map((row) =>
      presentAdminCourse(
        row,
        links.filter((l) => Number(l.course_id) === Number(row.id)),
        images.get(Number(row.category_id)),
      ),
    );
  }
  const presentOne = async (db: Db, row: CourseRow) => (await present(db, [row]))[0]!;

  const load = async (id: number) => {
    const row = await findCourse(app.db, id);
    if (!row) throw notFound('catalogue.course_not_found');
    return row;
  };

  /**
   * Everything that can refuse a write, checked before it: the category, the code in it, the
   * tutors. All failures in one 422, as Laravel lists every failing field.
   */
  async function check(db: Db, next: { categoryId: number; code: string; tutorIds?: number[] }, exceptId?: number) {
    const errors: FieldErrors = {};
    if (!(await categoryExists(db, next.categoryId))) errors.category_id = [fieldEntry('category_id', 'catalogue.unknown_category')];
    else if (await courseCodeTaken(db, next.categoryId, next.code, exceptId)) errors.code = [fieldEntry('code', 'validation.unique')];
    if (next.tutorIds) {
      const known = await existingTutorIds(db, next.tutorIds);
      if (next.tutorIds.some((id) => !known.has(id))) errors.tutor_ids = [fieldEntry('tutor_ids', 'catalogue.unknown_tutor')];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** A unique violation on (category_id, code): another write took the code between the check and ours. */
  const codeRace = (error: unknown) => (isUniqueViolation(error) ? fieldError('code', 'validation.unique') : error);

  route(app, c.listCourses, async (request) => {
    const { q, status, category_id: categoryId } = request.query;
    const { rows, total } = await listCoursesForAdmin(app.db, { q, status, categoryId }, pageWindow(request.query));
    return { data: await present(app.db, rows), total };
  });

  route(app, c.getCourse, async (request) => presentOne(app.db, await load(request.params.id)));

  route(app, c.createCourse, async (request, reply) => {
    const body = request.body;
    const tutorIds = body.tutor_ids ? [...new Set(body.tutor_ids)] : [];
    await check(app.db, { categoryId: body.category_id, code: body.code, tutorIds });
    let created;
    try {
      created = await app.db.transaction().execute(async (trx) => {
        // Checked again inside: the answer is a 422 either way, never a half-written course.
        await check(trx, { categoryId: body.category_id, code: body.code, tutorIds });
        const row = await insertCourse(trx, {
          category_id: body.category_id,
          code: body.code,
          title: body.title,
          subject: body.subject,
          credits: body.credits,
          semester: body.sem,
          price_cents: body.price,
          time: body.time,
          lectures: body.lectures,
          rating: body.rating ?? 0,
          what_you_will_learn: JSON.stringify(body.what_you_will_learn),
          reviews: '[]',
          translations: initialTranslations(body.translations),
          image: '',
          archived_at: null,
        });
        await setCourseTutors(trx, Number(row.id), tutorIds);
        const course = await presentOne(trx, row);
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'course.create',
          targetType: 'course',
          targetId: course.id,
          details: { before: null, after: changedFields({}, course, DERIVED).after },
        });
        return course;
      });
    } catch (error) {
      throw codeRace(error);
    }
    await app.catalogue.changed();
    return reply.status(201).send(created);
  });

  route(app, c.updateCourse, async (request) => {
    const current = await load(request.params.id);
    const id = Number(current.id);
    const body = request.body;
    const tutorIds = body.tutor_ids ? [...new Set(body.tutor_ids)] : undefined;
    const next = { categoryId: body.category_id ?? Number(current.category_id), code: body.code ?? current.code, tutorIds };
    await check(app.db, next, id);
    let updated;
    try {
      updated = await app.db.transaction().execute(async (trx) => {
        const row = await findCourse(trx, id);
        if (!row) throw notFound('catalogue.course_not_found');
        await check(trx, next, id);
        const before = await presentOne(trx, row);
        const translations = mergeTranslations(row.translations, body.translations, COURSE_TEXT_KEYS);
        const set = {
          ...(body.category_id !== undefined ? { category_id: body.category_id } : {}),
          ...(body.code !== undefined ? { code: body.code } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.subject !== undefined ? { subject: body.subject } : {}),
          ...(body.sem !== undefined ? { semester: body.sem } : {}),
          ...(body.credits !== undefined ? { credits: body.credits } : {}),
          ...(body.time !== undefined ? { time: body.time } : {}),
          ...(body.lectures !== undefined ? { lectures: body.lectures } : {}),
          // The price of orders placed from now on: an order keeps the price it was placed at (order_items).
          ...(body.price !== undefined ? { price_cents: body.price } : {}),
          ...(body.rating !== undefined ? { rating: body.rating } : {}),
          ...(body.what_you_will_learn !== undefined ? { what_you_will_learn: JSON.stringify(body.what_you_will_learn) } : {}),
          ...(translations !== undefined ? { translations } : {}),
        };
        if (tutorIds) await setCourseTutors(trx, id, tutorIds);
        const after = await presentOne(trx, await updateCourseRow(trx, id, set));
        const changes = changedFields(before, after, DERIVED);
        // Nothing changed: the transaction is rolled back, so nothing is written or recorded.
        if (Object.keys(changes.after).length === 0) throw new Unchanged(before);
        await recordAudit(trx, { actor: actorOf(request), action: 'course.update', targetType: 'course', targetId: id, details: changes });
        return after;
      });
    } catch (error) {
      if (error instanceof Unchanged) return error.value;
      throw codeRace(error);
    }
    await app.catalogue.changed();
    return updated;
  });

  for (const [action, endpoint] of [
    ['archive', c.archiveCourse],
    ['restore', c.restoreCourse],
  ] as const) {
    route(app, endpoint, async (request) => {
      const current = await load(request.params.id);
      const changed = await app.db.transaction().execute(async (trx) => {
        const row = await setCourseArchived(trx, Number(current.id), action === 'archive');
        if (!row) return undefined;
        await recordAudit(trx, {
          actor: actorOf(request),
          action: `course.${action}`,
          targetType: 'course',
          targetId: Number(row.id),
          details: { code: row.code, before: { archived_at: current.archived_at }, after: { archived_at: row.archived_at } },
        });
        return presentOne(trx, row);
      });
      if (!changed) throw conflict(action === 'archive' ? 'catalogue.already_archived' : 'catalogue.not_archived');
      await app.catalogue.changed();
      return changed;
    });
  }

  route(app, c.uploadCourseImage, async (request) => {
    let current = await load(request.params.id);
    const picture = await readPicture(app, request, 'image', PICTURE_SHAPES.card);
    const key = await app.storage.put('courses', picture, '.webp');
    let updated;
    try {
      // Compare and swap against the picture read; a concurrent upload makes us read again (bounded).
      for (let attempt = 0; ; attempt++) {
        const previous = current.image;
        updated = await app.db.transaction().execute(async (trx) => {
          const result = await replaceCourseImage(trx, Number(current.id), previous, mediaPath(key));
          if (!result) return undefined;
          await recordAudit(trx, {
            actor: actorOf(request),
            action: 'course.image',
            targetType: 'course',
            targetId: Number(result.id),
            details: { before: { image: previous }, after: { image: result.image } },
          });
          return presentOne(trx, result);
        });
        if (updated) break;
        if (attempt >= 9) throw unavailable();
        current = await load(Number(current.id));
      }
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
    await removeStored(app, request, storedKeyOf(current.image, 'courses'));
    await app.catalogue.changed();
    return updated;
  });
}
