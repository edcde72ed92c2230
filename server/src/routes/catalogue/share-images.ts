import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { renderShareImage, type ShareCard } from '../../lib/files/share-image.ts';
import { BoundedCache } from '../../lib/http/bounded-cache.ts';
import { categoryCourseCodes, findCategory, findCourse } from '../../repositories/courses.ts';
import { findTutor } from '../../repositories/tutors.ts';
import { categoryShareCard, courseShareCard, shareCardVersion, tutorShareCard } from '../share-meta.ts';

/** Drawn images kept: one per course and tutor (about 30 KB each), as their versions change. */
const DRAWN_IMAGES = { entries: 500, bytes: 24 * 1024 * 1024 };

/**
 * GET /og/courses/{id}-{version}.png, /og/categories/... and /og/tutors/... (decision 074): the
 * link preview's image drawn from the rows with sharp, so a course or category added or renamed
 * in the back office previews with its own image without a build. The row is read on every request: an archived
 * course, or an archived or draft tutor, answers 404 at once. The current version is kept a day
 * by crawlers (a change makes a new address); an older version's address answers the current
 * image, revalidated, so a preview shared before a change still shows one.
 */
export default async function shareImageRoutes(app: FastifyInstance) {
  const drawn = new BoundedCache<Promise<Buffer>>(DRAWN_IMAGES);
  const draw = (key: string, card: ShareCard) => {
    const cacheKey = `${key}:${shareCardVersion(card)}`;
    let image = drawn.get(cacheKey);
    if (!image) {
      image = renderShareImage(card);
      drawn.set(cacheKey, image, 64 * 1024);
      image.then(
        (png) => drawn.resize(cacheKey, image!, png.length),
        () => drawn.delete(cacheKey),
      );
    }
    return image;
  };
  const parse = (file: string) => {
    const [id, version] = file.replace(/\.png$/, '').split('-', 2) as [string, string];
    return { id: Number(id), version };
  };
  const send = async (reply: import('fastify').FastifyReply, key: string, card: ShareCard, version: string) => {
    const png = await draw(key, card);
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', version === shareCardVersion(card) ? 'public, max-age=86400' : 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(png);
  };

  route(
    app,
    contracts.catalogue.getCourseShareImage,
    async (request, reply) => {
      const { id, version } = parse(request.params.file);
      const course = await findCourse(app.db, id);
      if (!course || course.archived_at !== null) throw notFound('catalogue.course_not_found');
      return send(reply, `course:${id}`, courseShareCard(course), version);
    },
    { session: false },
  );
  route(
    app,
    contracts.catalogue.getCategoryShareImage,
    async (request, reply) => {
      const { id, version } = parse(request.params.file);
      if (!(await findCategory(app.db, id))) throw notFound('catalogue.category_not_found');
      return send(reply, `category:${id}`, categoryShareCard(await categoryCourseCodes(app.db, id)), version);
    },
    { session: false },
  );
  route(
    app,
    contracts.catalogue.getTutorShareImage,
    async (request, reply) => {
      const { id, version } = parse(request.params.file);
      const tutor = await findTutor(app.db, id);
      if (!tutor) throw notFound('tutors.not_found');
      return send(reply, `tutor:${id}`, tutorShareCard(tutor), version);
    },
    { session: false },
  );
}
