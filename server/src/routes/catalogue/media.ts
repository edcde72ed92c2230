import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

/**
 * GET /media/courses/:file and /media/tutors/:file (public): the catalogue's uploaded pictures,
 * as /media/avatars/:file serves profile pictures. They are our own re-encoded WebP, named by a
 * random UUID (the contract's pattern), so nothing else is ever served, and a replaced picture
 * gets a new name: cached for a year.
 */
export default async function catalogueMediaRoutes(app: FastifyInstance) {
  for (const [folder, endpoint] of [
    ['courses', contracts.adminCatalogue.getCourseImage],
    ['tutors', contracts.adminCatalogue.getTutorPhoto],
  ] as const) {
    route(
      app,
      endpoint,
      async (request, reply) => {
        const stored = await app.storage.read(`${folder}/${request.params.file}`);
        if (!stored) throw notFound();
        return (
          reply
            .header('Content-Type', 'image/webp')
            .header('Content-Length', String(stored.size))
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            // Pictures may be shown by the SPA on another allowed origin.
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(stored.stream)
        );
      },
      { session: false },
    );
  }
}
