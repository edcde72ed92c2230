import fastifyMultipart from '@fastify/multipart';
import { fileExtension } from '@darsak/common';
import { contracts, MATERIAL_MAX_BYTES, MATERIAL_TYPE_LIST } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldEntry, fieldError, notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cvActiveContent } from '../../lib/files/active-content.ts';
import { CV_FORMATS, cleanFileName, detectCvKind, extensionMatchesKind, readMultipartForm } from '../../lib/files/file-checks.ts';
import { beirutWallInstant, materialUrl, presentLinks, presentSchedule } from '../../presenters/enrolment.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findCourse } from '../../repositories/courses.ts';
import { deleteMaterial, deliveryOfCourses, insertMaterial, materialsOfCourses, saveDelivery } from '../../repositories/enrolments.ts';
import { actorOf } from './actor.ts';

const c = contracts.enrolment;
const materialTitle = c.materialTitleSchema;

/**
 * What a course delivers, in the back office (decision 079): its materials (files checked by
 * their bytes as CVs are, stored privately), its links and its lecture schedule (Beirut wall
 * time). Admin only, CSRF-checked, audited; a refused write changes nothing.
 */
export default async function adminCourseDeliveryRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  const loadCourse = async (id: number) => {
    const row = await findCourse(app.db, id);
    if (!row) throw notFound('catalogue.course_not_found');
    return row;
  };

  const presentMaterial = (row: Awaited<ReturnType<typeof materialsOfCourses>>[number], now = Date.now()) => ({
    id: Number(row.id),
    title: row.title,
    file_name: row.file_name,
    mime: row.mime,
    size: Number(row.size),
    created_at: row.created_at,
    url: materialUrl(app.config.sessionSecret, Number(row.id), now),
  });

  route(app, c.listMaterials, async (request) => {
    const course = await loadCourse(request.params.id);
    return (await materialsOfCourses(app.db, [Number(course.id)])).map((row) => presentMaterial(row));
  });

  route(app, c.uploadMaterial, async (request, reply) => {
    const course = await loadCourse(request.params.id);
    const { fields, file } = await readMultipartForm(request, 'file', MATERIAL_MAX_BYTES);
    const errors: FieldErrors = {};
    const title = materialTitle.safeParse(fields.title ?? '');
    if (!title.success)
      errors.title = [fieldEntry('title', (fields.title ?? '').trim() ? 'validation.max.string' : 'validation.required', { max: 160 })];
    if (!file) errors.file = [fieldEntry('file', 'validation.required')];
    if (Object.keys(errors).length || !file || !title.success) throw new ValidationError(errors);

    // The type is what the bytes are, the name's extension agrees, and nothing in it runs.
    const kind = await detectCvKind(file.bytes);
    if (!kind || !extensionMatchesKind(fileExtension(file.fileName), kind))
      throw fieldError('file', 'uploads.file_type', { values: MATERIAL_TYPE_LIST });
    const active = cvActiveContent(kind, file.bytes);
    if (active) throw fieldError('file', active);

    const format = CV_FORMATS[kind];
    const key = await app.storage.put('materials', file.bytes, format.extension);
    try {
      const row = await app.db.transaction().execute(async (trx) => {
        const inserted = await insertMaterial(trx, {
          courseId: Number(course.id),
          title: title.data,
          filePath: key,
          fileName: cleanFileName(file.fileName, `material${format.extension}`),
          mime: format.mime,
          size: file.bytes.length,
        });
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'course.material_add',
          targetType: 'course',
          targetId: Number(course.id),
          details: {
            before: null,
            after: { material_id: Number(inserted.id), title: inserted.title, file_name: inserted.file_name, size: Number(inserted.size) },
          },
        });
        return inserted;
      });
      return reply.status(201).send({ id: Number(row.id), title: row.title });
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
  });

  route(app, c.deleteMaterial, async (request, reply) => {
    const { id: courseId, materialId } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      const row = await deleteMaterial(trx, courseId, materialId);
      if (!row) return undefined;
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'course.material_remove',
        targetType: 'course',
        targetId: courseId,
        details: { before: { material_id: Number(row.id), title: row.title, file_name: row.file_name }, after: null },
      });
      return row;
    });
    if (!removed) throw notFound('enrolment.material_not_found');
    await app.storage
      .remove(removed.file_path)
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not remove a material file'));
    return reply.status(204).send();
  });

  const readDelivery = async (courseId: number) => {
    const [row] = await deliveryOfCourses(app.db, [courseId]);
    return { links: presentLinks(row?.links), schedule: presentSchedule(row?.schedule) };
  };

  route(app, c.getDelivery, async (request) => readDelivery(Number((await loadCourse(request.params.id)).id)));

  route(app, c.updateDelivery, async (request) => {
    const course = await loadCourse(request.params.id);
    const courseId = Number(course.id);
    const { links, schedule } = request.body;
    // A wall time that does not exist in Beirut (the hour skipped in March) is refused.
    const errors: FieldErrors = {};
    schedule.forEach((lecture, index) => {
      if (beirutWallInstant(lecture.starts_at) === null)
        errors[`schedule.${index}.starts_at`] = [fieldEntry(`schedule.${index}.starts_at`, 'validation.invalid')];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const before = await readDelivery(courseId);
    const storedSchedule = schedule.map((l) => ({ title: l.title, starts_at: l.starts_at, duration_minutes: l.duration_minutes }));
    await app.db.transaction().execute(async (trx) => {
      await saveDelivery(trx, courseId, JSON.stringify(links), JSON.stringify(storedSchedule));
      await recordAudit(trx, {
        actor: actorOf(request),
        action: 'course.delivery',
        targetType: 'course',
        targetId: courseId,
        details: {
          before: {
            links: before.links,
            schedule: before.schedule.map((l) => ({ title: l.title, starts_at: l.starts_at, duration_minutes: l.duration_minutes })),
          },
          after: { links, schedule: storedSchedule },
        },
      });
    });
    return readDelivery(courseId);
  });
}
