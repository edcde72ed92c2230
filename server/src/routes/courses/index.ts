import type { ApiCourse } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { presentCourse } from '../../presenters/course.ts';
import { listCourses } from '../../repositories/courses.ts';

/** GET /api/courses (public): the 25 courses with the prices orders are charged at. */
export default async function courseRoutes(app: FastifyInstance) {
  app.get('/api/courses', async (_request, reply): Promise<ApiCourse[]> => {
    const rows = await listCourses(app.db);
    reply.header('Cache-Control', 'public, max-age=60');
    return rows.map(presentCourse);
  });
}
