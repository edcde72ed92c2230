import type { Locale } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { cachedAnswer, cachedBody, encodeBody, peekCachedBody, sendCachedBody } from '../../lib/http/cached-body.ts';
import { presentPackage } from '../../presenters/package.ts';
import { coursesByTutor, presentTutor } from '../../presenters/tutor.ts';
import { listTutorPackages } from '../../repositories/credits.ts';
import { rulesByTutor } from '../../repositories/availability.ts';
import { courseOnSale, listCourseTutors } from '../../repositories/courses.ts';
import { findTutor, findTutors, listTutorCourses, listTutors } from '../../repositories/tutors.ts';

/** How long another instance's change to the tutors may stay unseen by this one. */
const TUTORS_TTL_MS = 10_000;
const { listTutors: list, getTutor } = contracts.tutors;
/** The cached body is written by the contract's own serializer (decision 066). */
const serializeList = answerSerializer(list.responses[200]);

/**
 * GET /api/tutors (public): the tutors of /tutors, from the database (published, not archived),
 * in English or ?locale=fr|ar; ?course_id= those of one course (decision 071). The same for everyone in a language, so serialized and compressed
 * once per language (invalidated by the back office's writes, decision 029).
 */
export default async function tutorRoutes(app: FastifyInstance) {
  const tutorsIn = (locale: Locale) =>
    cachedBody(app.db, `tutors:${locale}`, TUTORS_TTL_MS, async () => {
      const [rows, courses, rules] = await Promise.all([listTutors(app.db), listTutorCourses(app.db), rulesByTutor(app.db)]);
      const byTutor = coursesByTutor(courses);
      return serializeList(rows.map((row) => presentTutor(row, byTutor.get(Number(row.id)) ?? [], locale, rules.get(Number(row.id)))));
    });

  /** The published tutors of one course on sale (none for any other id), cached per course and language. */
  const tutorsOfCourseIn = async (courseId: number, locale: Locale) => {
    // Only real courses get a cache entry: a crawler walking ids cannot grow the cache.
    if (!(await courseOnSale(app.db, courseId))) return emptyList;
    return cachedBody(app.db, `tutors:${locale}:course:${courseId}`, TUTORS_TTL_MS, async () => {
      const links = await listCourseTutors(app.db, [courseId]);
      const rows = await findTutors(
        app.db,
        links.map((l) => Number(l.tutor_id)),
      );
      const ids = rows.map((r) => Number(r.id));
      const [courses, rules] = await Promise.all([listTutorCourses(app.db, ids).then(coursesByTutor), rulesByTutor(app.db, ids)]);
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      // In the course card's order.
      const ordered = links.map((l) => byId.get(Number(l.tutor_id))).filter((r) => r !== undefined);
      return serializeList(ordered.map((row) => presentTutor(row, courses.get(Number(row.id)) ?? [], locale, rules.get(Number(row.id)))));
    });
  };
  const emptyList = await encodeBody(serializeList([]), 'application/json; charset=utf-8');

  route(
    app,
    list,
    async (request, reply) => {
      const { locale = 'en', course_id: courseId } = request.query;
      const body = courseId === undefined ? await tutorsIn(locale) : await tutorsOfCourseIn(courseId, locale);
      return sendCachedBody(request, reply, body, 'public, no-cache');
    },
    {
      compress: false,
      session: false,
      // The English list before the router once built (decision 041); CORS's Vary comes first.
      lane: (_request, headers) => {
        const body = peekCachedBody(app.db, 'tutors:en');
        return body && cachedAnswer(headers, body, 'public, no-cache', 'Origin');
      },
    },
  );

  route(app, getTutor, async (request, reply) => {
    const row = await findTutor(app.db, request.params.id);
    if (!row) throw notFound('tutors.not_found');
    reply.header('Cache-Control', 'public, no-cache');
    const id = Number(row.id);
    const [courses, rules, packages] = await Promise.all([
      listTutorCourses(app.db, [id]),
      rulesByTutor(app.db, [id]),
      listTutorPackages(app.db, id, { onSale: true }),
    ]);
    // The packages on sale beside the tutor's prices (decision 086): a field added to the spec's entity.
    return { ...presentTutor(row, courses, request.query.locale ?? 'en', rules.get(id)), packages: packages.map(presentPackage) };
  });
}
