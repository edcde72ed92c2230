import type { FastifyInstance } from 'fastify';
import adminApplicationRoutes from './applications.ts';
import adminApplicationTutorRoutes from './catalogue-applications.ts';
import adminCategoryRoutes from './catalogue-categories.ts';
import adminCourseRoutes from './catalogue-courses.ts';
import adminCourseDeliveryRoutes from './course-delivery.ts';
import adminTutorRoutes from './catalogue-tutors.ts';
import adminPackageRoutes from './catalogue-packages.ts';
import adminMoneyRoutes from './money.ts';
import adminOrderRoutes from './orders.ts';
import adminOverviewRoutes from './overview.ts';
import adminRatingRoutes from './ratings.ts';
import adminSessionRoutes from './sessions.ts';
import adminSystemRoutes from './system.ts';
import adminUserRoutes from './users.ts';

/**
 * /api/admin/* (issue 7; decision 011). Every route answers 401 signed out and 403 to a
 * non-admin (the hook below); writes pass the CSRF check like every write, and each write is
 * recorded in the audit log in its own transaction. Answers are never cached.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminOrderRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(adminRatingRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminOverviewRoutes);
  // The catalogue (issue 18, decision 071).
  await app.register(adminCourseRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminTutorRoutes);
  // Tutors' packages of hours (decision 086).
  await app.register(adminPackageRoutes);
  await app.register(adminApplicationTutorRoutes);
  await app.register(adminSessionRoutes);
  // The money desk (issue 20, decision 077).
  await app.register(adminMoneyRoutes);
  // What a course delivers to its students (decision 079).
  await app.register(adminCourseDeliveryRoutes);
  // The System screen: status, scheduled jobs, the mail outbox (issue 23, decision 085).
  await app.register(adminSystemRoutes);
}
