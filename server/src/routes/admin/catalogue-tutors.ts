import fastifyMultipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { conflict, fieldEntry, notFound, unavailable, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { PICTURE_SHAPES } from '../../lib/files/images.ts';
import { presentAdminTutor, TUTOR_TEXT_KEYS } from '../../presenters/admin-catalogue.ts';
import { existingCourseIds } from '../../repositories/admin-courses.ts';
import {
  courseLinksOfTutors,
  insertTutor,
  listTutorsForAdmin,
  replaceTutorImage,
  setTutorArchived,
  setTutorCourses,
  updateTutorRow,
} from '../../repositories/admin-tutors.ts';
import { changedFields, recordAudit } from '../../repositories/audit-log.ts';
import { findAnyTutor, type TutorRow } from '../../repositories/tutors.ts';
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
/** Fields that follow from others: the course titles beside their ids. */
const DERIVED = ['updated_at', 'created_at', 'courses'];

type TutorInput = z.output<typeof c.tutorPatchSchema>;

/** The contact as the spec's entity holds it: the three keys, empty when not given. */
const contactOf = (contact: TutorInput['contact']) => ({
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  whatsapp: contact?.whatsapp ?? '',
});

/** Today in UTC, YYYY-MM-DD: the joined date of a tutor added without one. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The columns of the fields given (a field left out is not in the result). */
export function tutorColumns(body: TutorInput) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.university !== undefined ? { university: body.university } : {}),
    ...(body.major !== undefined ? { major: body.major } : {}),
    ...(body.year !== undefined ? { year: body.year } : {}),
    ...(body.bio !== undefined ? { bio: body.bio } : {}),
    ...(body.privateCourses !== undefined ? { private_courses: JSON.stringify(body.privateCourses) } : {}),
    ...(body.contact !== undefined ? { contact: JSON.stringify(contactOf(body.contact)) } : {}),
    ...(body.joinedDate !== undefined ? { joined_date: body.joinedDate } : {}),
    ...(body.hourlyRate !== undefined ? { hourly_rate_cents: Math.round(body.hourlyRate * 100) } : {}),
    ...(body.yearsOfExperience !== undefined ? { years_of_experience: body.yearsOfExperience } : {}),
    ...(body.students !== undefined ? { students: body.students } : {}),
    ...(body.successRate !== undefined ? { success_rate: body.successRate } : {}),
    ...(body.rating !== undefined ? { rating: body.rating } : {}),
    ...(body.availability !== undefined ? { availability: JSON.stringify(body.availability) } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
  };
}

/**
 * A published tutor shows on /tutors: its English texts must be there (a draft made from an
 * application has no major yet). 422 on each missing one.
 */
export function checkPublishable(row: Pick<TutorRow, 'status' | 'name' | 'university' | 'major' | 'year'>): void {
  if (row.status !== 'published') return;
  const errors: FieldErrors = {};
  for (const field of ['name', 'university', 'major', 'year'] as const) {
    if (!row[field].trim()) errors[field] = [fieldEntry(field, 'validation.required')];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Tutors as the back office shows them, with their course links. */
export async function presentTutors(db: Db, rows: TutorRow[]) {
  const links = await courseLinksOfTutors(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) =>
    presentAdminTutor(
      row,
      links.filter((l) => Number(l.tutor_id) === Number(row.id)),
    ),
  );
}
export const presentTutorRow = async (db: Db, row: TutorRow) => (await presentTutors(db, [row]))[0]!;

/**
 * The tutor's courses become `courseIds`; the old `courses` column (the titles, which a release
 * before decision 071 shows on the card) follows, so an older instance still running during a
 * rolling deploy shows the same courses.
 */
export async function linkTutorCourses(db: Db, tutorId: number, courseIds: number[]): Promise<void> {
  await setTutorCourses(db, tutorId, courseIds);
  const titles = (await courseLinksOfTutors(db, [tutorId])).filter((l) => l.archived_at === null).map((l) => l.title);
  await updateTutorRow(db, tutorId, { courses: JSON.stringify(titles) });
}

/** 422 when a course id is not a course. */
export async function checkCourses(db: Db, courseIds: number[] | undefined): Promise<void> {
  if (!courseIds?.length) return;
  const known = await existingCourseIds(db, courseIds);
  if (courseIds.some((id) => !known.has(id)))
    throw new ValidationError({ course_ids: [fieldEntry('course_ids', 'catalogue.unknown_course')] });
}

/**
 * Tutors in the back office (issue 18, decision 071): list (drafts too), read, add, change
 * (publishing a draft is status published), photo, archive and restore. Each write is checked
 * before anything is written, runs in one transaction with its audit row, and refreshes the
 * public caches of this instance (others within their TTL).
 */
export default async function adminTutorRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  const load = async (id: number) => {
    const row = await findAnyTutor(app.db, id);
    if (!row) throw notFound('tutors.not_found');
    return row;
  };

  route(app, c.listTutors, async (request) => {
    const { q, status } = request.query;
    const { rows, total } = await listTutorsForAdmin(app.db, { q, status }, pageWindow(request.query));
    return { data: await presentTutors(app.db, rows), total };
  });

  route(app, c.getTutor, async (request) => presentTutorRow(app.db, await load(request.params.id)));

  route(app, c.createTutor, async (request, reply) => {
    const body = request.body;
    const courseIds = [...new Set(body.course_ids ?? [])];
    await checkCourses(app.db, courseIds);
    const created = await app.db.transaction().execute(async (trx) => {
      await checkCourses(trx, courseIds);
      const row = await insertTutor(trx, {
        name: body.name,
        image: '',
        university: body.university,
        major: body.major,
        year: body.year,
        bio: body.bio ?? null,
        courses: '[]',
        rating: body.rating ?? 0,
        reviews: '[]',
        private_courses: JSON.stringify(body.privateCourses ?? []),
        contact: JSON.stringify(contactOf(body.contact)),
        joined_date: body.joinedDate ?? today(),
        years_of_experience: body.yearsOfExperience ?? 0,
        students: body.students ?? 0,
        success_rate: body.successRate ?? 0,
        availability: JSON.stringify(body.availability ?? []),
        hourly_rate_cents: Math.round(body.hourlyRate * 100),
        translations: initialTranslations(body.translations),
        // Added whole by an admin: on /tutors at once unless sent as a draft.
        status: body.status ?? 'published',
        archived_at: null,
        user_id: null,
        application_id: null,
      });
      const id = Number(row.id);
      if (courseIds.length) await linkTutorCourses(trx, id, courseIds);
      const tutor = await presentTutorRow(trx, (await findAnyTutor(trx, id))!);
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'tutor.create',
        targetType: 'tutor',
        targetId: id,
        details: { before: null, after: changedFields({}, tutor, DERIVED).after },
      });
      return tutor;
    });
    await app.catalogue.changed();
    return reply.status(201).send(created);
  });

  route(app, c.updateTutor, async (request) => {
    const current = await load(request.params.id);
    const id = Number(current.id);
    const body = request.body;
    const courseIds = body.course_ids ? [...new Set(body.course_ids)] : undefined;
    await checkCourses(app.db, courseIds);
    checkPublishable({ ...current, ...tutorColumns(body) });
    let updated;
    try {
      updated = await app.db.transaction().execute(async (trx) => {
        const row = await findAnyTutor(trx, id);
        if (!row) throw notFound('tutors.not_found');
        await checkCourses(trx, courseIds);
        const set = tutorColumns(body);
        checkPublishable({ ...row, ...set });
        const before = await presentTutorRow(trx, row);
        const translations = mergeTranslations(row.translations, body.translations, TUTOR_TEXT_KEYS);
        await updateTutorRow(trx, id, { ...set, ...(translations !== undefined ? { translations } : {}) });
        if (courseIds) await linkTutorCourses(trx, id, courseIds);
        const after = await presentTutorRow(trx, (await findAnyTutor(trx, id))!);
        const changes = changedFields(before, after, DERIVED);
        if (Object.keys(changes.after).length === 0) throw new Unchanged(before);
        const action = changes.after.status === 'published' ? 'tutor.publish' : 'tutor.update';
        await recordAudit(trx, { actor: actorOf(request), action, targetType: 'tutor', targetId: id, details: changes });
        return after;
      });
    } catch (error) {
      if (error instanceof Unchanged) return error.value as typeof updated;
      throw error;
    }
    await app.catalogue.changed();
    return updated;
  });

  for (const [action, endpoint] of [
    ['archive', c.archiveTutor],
    ['restore', c.restoreTutor],
  ] as const) {
    route(app, endpoint, async (request) => {
      const current = await load(request.params.id);
      const changed = await app.db.transaction().execute(async (trx) => {
        const row = await setTutorArchived(trx, Number(current.id), action === 'archive');
        if (!row) return undefined;
        await recordAudit(trx, {
          actor: actorOf(request),
          action: `tutor.${action}`,
          targetType: 'tutor',
          targetId: Number(row.id),
          details: { name: row.name, before: { archived_at: current.archived_at }, after: { archived_at: row.archived_at } },
        });
        return presentTutorRow(trx, row);
      });
      if (!changed) throw conflict(action === 'archive' ? 'catalogue.already_archived' : 'catalogue.not_archived');
      await app.catalogue.changed();
      return changed;
    });
  }

  route(app, c.uploadTutorPhoto, async (request) => {
    let current = await load(request.params.id);
    const picture = await readPicture(app, request, 'photo', PICTURE_SHAPES.square);
    const key = await app.storage.put('tutors', picture, '.webp');
    let updated;
    try {
      // Compare and swap against the photo read; a concurrent upload makes us read again (bounded).
      for (let attempt = 0; ; attempt++) {
        const previous = current.image;
        updated = await app.db.transaction().execute(async (trx) => {
          const row = await replaceTutorImage(trx, Number(current.id), previous, mediaPath(key));
          if (!row) return undefined;
          await recordAudit(trx, {
            actor: actorOf(request),
            action: 'tutor.photo',
            targetType: 'tutor',
            targetId: Number(row.id),
            details: { before: { image: previous }, after: { image: row.image } },
          });
          return presentTutorRow(trx, row);
        });
        if (updated) break;
        if (attempt >= 9) throw unavailable();
        current = await load(Number(current.id));
      }
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
    await removeStored(app, request, storedKeyOf(current.image, 'tutors'));
    await app.catalogue.changed();
    return updated;
  });
}
