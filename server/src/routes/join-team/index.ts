import fastifyMultipart from '@fastify/multipart';
import { CV_MAX_BYTES, CV_TYPE_LIST, fileExtension } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, fieldEntry, fieldError, notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { cvActiveContent } from '../../lib/files/active-content.ts';
import { CV_FORMATS, cleanFileName, detectCvKind, extensionMatchesKind, readMultipartForm } from '../../lib/files/file-checks.ts';
import { checkApplicationLimit, hitUserLimit } from '../../lib/limits/user-limits.ts';
import { applicationReceivedEmail } from '../../mail/order-templates.ts';
import {
  blockingApplicationStatus,
  createApplication,
  findOwnApplication,
  latestApplicationOf,
  lockUserForApplication,
  replaceCv,
} from '../../repositories/applications.ts';

/** The stored course labels of an application (an unreadable column counts as none). */
const parseCourses = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tutor application (SPEC section 4, "Join-team submit"): the form is saved first
 * (POST /api/save-join-team), then its CV uploaded (POST /api/upload-cv). Signed-in users
 * only; a verified address is not required (decision recorded in the report).
 */
export default async function joinTeamRoutes(app: FastifyInstance) {
  // Multipart is parsed only inside this plugin, with limits fit for one CV.
  await app.register(fastifyMultipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  // user_id and submitted_at sent by the client are ignored: the server's own are stored.
  // The client's own id (SPEC section 3) is read by the contract; user_id and submitted_at are ignored.
  // One application at a time (decision 071): none while one is pending or after an approval (409);
  // after a rejection a new one is allowed. The applicant gets a 'received' e-mail in their language.
  route(app, contracts.uploads.saveJoinTeam, async (request, reply) => {
    const { id, ...input } = request.body;
    const userId = Number(request.user.id);
    const refuse = (status: 'pending' | 'approved' | undefined) => {
      if (status) throw conflict(status === 'pending' ? 'applications.already_pending' : 'applications.already_accepted');
    };
    refuse(await blockingApplicationStatus(app.db, userId));
    await checkApplicationLimit(app, userId);
    const application = await app.db.transaction().execute(async (trx) => {
      // Checked again under the user's lock: two forms sent at once file one application.
      await lockUserForApplication(trx, userId);
      refuse(await blockingApplicationStatus(trx, userId));
      const row = await createApplication(trx, userId, input, id);
      if (!row) throw fieldError('id', 'validation.unique');
      // To the account's own address, and only once it is verified: the form's e-mail field reaches nobody (decision 073).
      if (request.user.email_verified_at) {
        await app.mailer.queue(
          applicationReceivedEmail({ to: request.user.email, name: row.name, appUrl: app.config.appUrl, locale: request.user.locale }),
          trx,
        );
      }
      return row;
    });
    app.mailer.kick();
    return reply.status(201).send({ id: application.id, message: 'Application saved successfully.' });
  });

  // /join-team shows the status of one's application instead of a blank form.
  route(app, contracts.uploads.getMyApplication, async (request, reply) => {
    const row = await latestApplicationOf(app.db, Number(request.user.id));
    if (!row) throw notFound('applications.none');
    reply.header('Cache-Control', 'no-store');
    const blocking = await blockingApplicationStatus(app.db, Number(request.user.id));
    return {
      id: row.id,
      status: row.status,
      submitted_at: row.submitted_at,
      reviewed_at: row.reviewed_at,
      review_reason: row.review_reason,
      name: row.name,
      email: row.email,
      university: row.university,
      year: row.year,
      coursesToGive: parseCourses(row.courses_to_give),
      pay: row.pay,
      cv_name: row.cv_name,
      has_cv: row.cv_path !== null,
      tutor_id: row.tutor_id === null ? null : Number(row.tutor_id),
      can_apply_again: blocking === undefined,
    };
  });

  route(app, contracts.uploads.uploadCv, async (request) => {
    const { fields, file } = await readMultipartForm(request, 'cv', CV_MAX_BYTES);
    const applicationId = fields.application_id?.trim() ?? '';
    const errors: FieldErrors = {};
    if (!applicationId) errors.application_id = [fieldEntry('application_id', 'validation.required')];
    if (!file) errors.cv = [fieldEntry('cv', 'validation.required')];
    if (!file || !applicationId) throw new ValidationError(errors);

    // The type is what the bytes are, and the name's extension must agree with it.
    const kind = await detectCvKind(file.bytes);
    if (!kind || !extensionMatchesKind(fileExtension(file.fileName), kind))
      throw fieldError('cv', 'uploads.file_type', { values: CV_TYPE_LIST });
    // Nothing that runs or fetches when an admin opens it: macros, remote templates, PDF scripts (decision 073).
    const active = cvActiveContent(kind, file.bytes);
    if (active) throw fieldError('cv', active);

    // Someone else's application answers exactly like a missing one.
    let application = UUID.test(applicationId) ? await findOwnApplication(app.db, applicationId.toLowerCase(), request.user.id) : undefined;
    if (!application) throw notFound();
    await hitUserLimit(app, 'cvUploads', request.user.id);

    const format = CV_FORMATS[kind];
    const key = await app.storage.put('cvs', file.bytes, format.extension);
    const cv = { path: key, mime: format.mime, name: cleanFileName(file.fileName, `cv${format.extension}`) };
    try {
      // Compare-and-swap against the CV we read; on a lost race read again (bounded).
      for (let attempt = 0; !(await replaceCv(app.db, application.id, application.cv_path, cv)); attempt++) {
        const current = await findOwnApplication(app.db, application.id, request.user.id);
        if (!current || attempt >= 9) throw notFound();
        application = current;
      }
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
    // The row no longer points at the old file: a file that cannot be removed is logged only.
    const replaced = application.cv_path;
    await app.storage
      .remove(replaced)
      .catch((error: unknown) => request.log.warn({ err: error, key: replaced }, 'could not remove a replaced CV'));
    return { message: 'CV uploaded successfully.' };
  });
}
