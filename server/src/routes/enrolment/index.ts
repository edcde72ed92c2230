import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { checkSignedPath } from '../../lib/security/signed-url.ts';
import { materialUrl, presentLinks, presentSchedule } from '../../presenters/enrolment.ts';
import { deliveryOfCourses, enrolmentsOf, findMaterial, materialsOfCourses, mayOpenCourse } from '../../repositories/enrolments.ts';
import { visibleReviews } from '../../repositories/reviews.ts';
import { findActiveUser } from '../../repositories/users.ts';

const c = contracts.enrolment;

/** The reviewer's first name: what a stranger reads of her. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Media types a browser may show in place (a PDF, a picture); the rest are downloads. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const disposition = (kind: 'inline' | 'attachment', stored: string) => {
  const ascii = stored.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'material';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(stored)}`;
};

/**
 * What a purchase gives (issue 21, decision 079): the student's courses with their materials,
 * links and lectures; a material's file through its signed link; students' written reviews.
 */
export default async function enrolmentRoutes(app: FastifyInstance) {
  route(app, c.myCourses, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const enrolments = await enrolmentsOf(app.db, Number(request.user.id));
    const ids = enrolments.map((row) => row.course_id);
    const [materials, delivery] = await Promise.all([materialsOfCourses(app.db, ids), deliveryOfCourses(app.db, ids)]);
    const now = Date.now();
    return enrolments.map((row) => {
      const extras = delivery.find((d) => Number(d.course_id) === row.course_id);
      return {
        course: { id: row.course_id, code: row.code, title: row.title, category_id: row.category_id },
        enrolled_at: row.paid_at,
        order_reference: row.reference,
        materials: materials
          .filter((m) => Number(m.course_id) === row.course_id)
          .map((m) => ({ id: Number(m.id), title: m.title, url: materialUrl(app.config.sessionSecret, Number(m.id), now) })),
        links: presentLinks(extras?.links),
        schedule: presentSchedule(extras?.schedule),
      };
    });
  });

  /** The signed-in, enabled user of a public route, if any. */
  const currentUser = async (request: FastifyRequest) => {
    const id = request.session.userId;
    return id ? await findActiveUser(app.db, id) : undefined;
  };

  // Every refusal is the same 404: a bad or expired link, nobody signed in, someone not enrolled.
  route(app, c.materialFile, async (request, reply) => {
    const { id } = request.params;
    if (checkSignedPath(app.config.sessionSecret, `/api/materials/${id}/file`, request.query) !== 'valid')
      throw notFound('enrolment.material_not_found');
    const user = await currentUser(request);
    if (!user) throw notFound('enrolment.material_not_found');
    const material = await findMaterial(app.db, id);
    if (!material) throw notFound('enrolment.material_not_found');
    const allowed = user.role === 'admin' || (await mayOpenCourse(app.db, Number(user.id), Number(material.course_id)));
    if (!allowed) throw notFound('enrolment.material_not_found');
    const file = await app.storage.read(material.file_path);
    if (!file) throw notFound('enrolment.material_not_found');
    return reply
      .header('Content-Type', material.mime)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', disposition(INLINE.has(material.mime) ? 'inline' : 'attachment', material.file_name))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .send(file.stream);
  });

  route(app, c.listReviews, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { type, subject_id: subjectId } = request.query;
    const viewer = request.session.userId ? Number(request.session.userId) : null;
    const rows = await visibleReviews(app.db, type, subjectId);
    return rows.map((row) => ({
      id: Number(row.id),
      name: firstName(row.name),
      rating: Number(row.rating),
      feedback: row.feedback ?? '',
      verified: Boolean(Number(row.verified)),
      created_at: row.created_at,
      updated_at: row.updated_at,
      own: viewer !== null && Number(row.user_id) === viewer,
    }));
  });
}
