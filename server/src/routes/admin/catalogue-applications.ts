import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { TRACK_CATEGORIES } from '../../db/seeds/catalogue.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { tutorProfileCreatedEmail } from '../../mail/order-templates.ts';
import { insertTutor, linkTutorAccount, tutorOfApplication, tutorOfUser } from '../../repositories/admin-tutors.ts';
import { findApplication } from '../../repositories/applications.ts';
import { changedFields, recordAudit } from '../../repositories/audit-log.ts';
import { listCourses } from '../../repositories/courses.ts';
import { findAnyTutor } from '../../repositories/tutors.ts';
import { isUniqueViolation } from '../../repositories/unique-violation.ts';
import { findUserById } from '../../repositories/users.ts';
import { actorOf } from './actor.ts';
import { linkTutorCourses, presentTutorRow, today } from './catalogue-tutors.ts';

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * Applications become tutors (issue 18, decision 071): on an approved application the back
 * office creates a draft tutor profile prefilled from it (name, university, year, the courses it
 * offered that are on sale, the expected hourly pay, its e-mail and phone), links the
 * applicant's account to it (role tutor; an admin keeps the role admin) and e-mails the
 * applicant in their language, all in one transaction with the audit row. The admin completes the
 * draft (major, bio, photo) and publishes it with PATCH /api/admin/tutors/{id} {status: published}.
 */
export default async function adminApplicationTutorRoutes(app: FastifyInstance) {
  route(app, contracts.adminCatalogue.createTutorFromApplication, async (request, reply) => {
    const application = await findApplication(app.db, request.params.id);
    if (!application) throw notFound('applications.not_found');
    if (application.status !== 'approved') throw conflict('applications.not_approved');
    if (application.tutor_id !== null) throw conflict('applications.tutor_exists');
    const applicant = await findUserById(app.db, Number(application.user_id));
    if (applicant && (await tutorOfUser(app.db, Number(applicant.id)))) throw conflict('applications.account_linked');

    // The offered courses ('CSVT B1100 SEM1': track, code) that are on sale, by id.
    const onSale = new Map((await listCourses(app.db)).map((c) => [`${c.category_id} ${c.code}`, Number(c.id)]));
    const courseIds = [
      ...new Set(
        parseList(application.courses_to_give)
          .map((label) => {
            const [track, code] = label.split(' ');
            return onSale.get(`${TRACK_CATEGORIES[track ?? ''] ?? 0} ${code ?? ''}`);
          })
          .filter((id): id is number => id !== undefined),
      ),
    ];

    let created;
    try {
      created = await app.db.transaction().execute(async (trx) => {
        const row = await insertTutor(trx, {
          name: application.name,
          image: '',
          university: application.university,
          // The application does not ask for it: the admin completes it before publishing.
          major: '',
          year: `Year ${application.year}`,
          bio: null,
          courses: '[]',
          rating: 0,
          reviews: '[]',
          private_courses: '[]',
          contact: JSON.stringify({ email: application.email, phone: application.phone, whatsapp: '' }),
          joined_date: today(),
          years_of_experience: 0,
          students: 0,
          success_rate: 0,
          availability: '[]',
          hourly_rate_cents: application.pay * 100,
          translations: '{}',
          status: 'draft',
          archived_at: null,
          user_id: null,
          application_id: application.id,
        });
        const id = Number(row.id);
        if (courseIds.length) await linkTutorCourses(trx, id, courseIds);
        if (applicant) {
          await linkTutorAccount(trx, id, Number(applicant.id));
          await app.mailer.queue(
            tutorProfileCreatedEmail({ to: applicant.email, name: applicant.name, appUrl: app.config.appUrl, locale: applicant.locale }),
            trx,
          );
        }
        const tutor = await presentTutorRow(trx, (await findAnyTutor(trx, id))!);
        await recordAudit(trx, {
          actor: actorOf(request),
          action: 'tutor.create_from_application',
          targetType: 'tutor',
          targetId: id,
          details: {
            application_id: application.id,
            before: null,
            after: changedFields({}, tutor, ['updated_at', 'created_at', 'courses']).after,
          },
        });
        return tutor;
      });
    } catch (error) {
      // A concurrent request made the profile (or linked the account) first: the unique indexes say so.
      if (isUniqueViolation(error)) {
        throw conflict((await tutorOfApplication(app.db, application.id)) ? 'applications.tutor_exists' : 'applications.account_linked');
      }
      throw error;
    }
    app.mailer.kick();
    // A draft is not public; the cached bodies are dropped anyway (the course cards read the links).
    await app.catalogue.changed();
    return reply.status(201).send(created);
  });
}
