import type { Locale } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { cachedAnswer, cachedBody, peekCachedBody, sendCachedBody } from '../../lib/http/cached-body.ts';
import { coursesByTutor, presentTutor } from '../../presenters/tutor.ts';
import { rulesByTutor } from '../../repositories/availability.ts';
import { findTutor, listTutorCourses, listTutors } from '../../repositories/tutors.ts';

/** How long another instance's change to the tutors may stay unseen by this one. */
const TUTORS_TTL_MS = 10_000;
const { listTutors: list, getTutor } = contracts.tutors;
/** The cached body is written by the contract's own serializer (decision 066). */
const serializeList = answerSerializer(list.responses[200]);

/**
 * GET /api/tutors (public): the tutors of /tutors, from the database (published, not archived),
 * in English or ?locale=fr|ar. The same for everyone in a language, so serialized and compressed
 * once per language (invalidated by the back office's writes, decision 029).
 */
export default async function tutorRoutes(app: FastifyInstance) {
  const tutorsIn = (locale: Locale) =>
    cachedBody(app.db, `tutors:${locale}`, TUTORS_TTL_MS, async () => {
      const [rows, courses, rules] = await Promise.all([listTutors(app.db), listTutorCourses(app.db), rulesByTutor(app.db)]);
      const byTutor = coursesByTutor(courses);
      return serializeList(rows.map((row) => presentTutor(row, byTutor.get(Number(row.id)) ?? [], locale, rules.get(Number(row.id)))));
    });

  route(
    app,
    list,
    async (request, reply) => sendCachedBody(request, reply, await tutorsIn(request.query.locale ?? 'en'), 'public, max-age=60'),
    {
      compress: false,
      session: false,
      // The English list before the router once built (decision 041); CORS's Vary comes first.
      lane: (_request, headers) => {
        const body = peekCachedBody(app.db, 'tutors:en');
        return body && cachedAnswer(headers, body, 'public, max-age=60', 'Origin');
      },
    },
  );

  route(app, getTutor, async (request, reply) => {
    const row = await findTutor(app.db, request.params.id);
    if (!row) throw notFound('tutors.not_found');
    reply.header('Cache-Control', 'public, max-age=60');
    const id = Number(row.id);
    const [courses, rules] = await Promise.all([listTutorCourses(app.db, [id]), rulesByTutor(app.db, [id])]);
    return presentTutor(row, courses, request.query.locale ?? 'en', rules.get(id));
  });
}
