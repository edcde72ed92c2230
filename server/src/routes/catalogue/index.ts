import { createHash } from 'node:crypto';
import type { Locale } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { cachedBody, sendCachedBody, type CachedBody } from '../../lib/http/cached-body.ts';
import { presentCatalogue, type PublicCatalogue } from '../../presenters/catalogue.ts';
import { readPublicCatalogue } from '../../repositories/courses.ts';

/** How long another instance's write to the catalogue may stay unseen by this one. */
export const CATALOGUE_TTL_MS = 10_000;
const serialize = answerSerializer(contracts.catalogue.getCatalogue.responses[200]);

/**
 * The public catalogue in a language, built from the database once per language and kept until
 * a write here (or CATALOGUE_TTL_MS for another instance's): the pages are rendered from it
 * (spa.ts) and GET /api/catalogue answers it.
 */
export function publicCatalogue(app: FastifyInstance, locale: Locale): Promise<CachedBody> {
  return cachedBody(app.db, `catalogue:${locale}`, CATALOGUE_TTL_MS, async () => {
    const content = presentCatalogue(await readPublicCatalogue(app.db), locale);
    // The version names the content: the same data, the same version, on every instance.
    const version = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
    return serialize({ ...content, version } satisfies PublicCatalogue);
  });
}

/**
 * The catalogue as the home page carries it (decision 074): what its search and Top Courses
 * show, without the cards' topics, sample reviews and tutors (a third of the bytes), marked
 * `lean` so the screens that show whole cards read the whole catalogue. Built from the whole one,
 * so it has its version and is dropped with it.
 */
export function leanPublicCatalogue(app: FastifyInstance, locale: Locale): Promise<CachedBody> {
  return cachedBody(app.db, `catalogue:${locale}:lean`, CATALOGUE_TTL_MS, async () => {
    const whole = JSON.parse((await publicCatalogue(app, locale)).text) as PublicCatalogue;
    const courses = whole.courses.map((course) => ({ ...course, whatYouWillSee: [], reviews: [], tutors: [] }));
    return JSON.stringify({ ...whole, lean: true, courses });
  });
}

export default async function catalogueRoutes(app: FastifyInstance) {
  route(
    app,
    contracts.catalogue.getCatalogue,
    async (request, reply) => sendCachedBody(request, reply, await publicCatalogue(app, request.query.locale ?? 'en'), 'public, no-cache'),
    { compress: false, session: false },
  );
}
