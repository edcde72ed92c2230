import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/index.ts';
import apiReferenceRoutes from './api-reference/index.ts';
import authRoutes from './auth/index.ts';
import bookingRoutes from './bookings/index.ts';
import catalogueRoutes from './catalogue/index.ts';
import shareImageRoutes from './catalogue/share-images.ts';
import catalogueMediaRoutes from './catalogue/media.ts';
import contactRoutes from './contact/index.ts';
import courseRoutes from './courses/index.ts';
import creditRoutes from './credits/index.ts';
import enrolmentRoutes from './enrolment/index.ts';
import healthRoutes from './health.ts';
import joinTeamRoutes from './join-team/index.ts';
import orderRoutes from './orders/index.ts';
import passwordRoutes from './password/index.ts';
import profilePictureRoutes from './profile-picture/index.ts';
import ratingRoutes from './ratings/index.ts';
import tutorAreaRoutes from './tutor-area/index.ts';
import tutorRoutes from './tutors/index.ts';
import userRoutes from './user/index.ts';

/** Every endpoint, grouped by resource. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(passwordRoutes);
  await app.register(profilePictureRoutes);
  await app.register(ratingRoutes);
  await app.register(tutorRoutes);
  await app.register(courseRoutes);
  await app.register(catalogueRoutes);
  await app.register(shareImageRoutes);
  await app.register(catalogueMediaRoutes);
  await app.register(orderRoutes);
  await app.register(enrolmentRoutes);
  await app.register(bookingRoutes);
  await app.register(creditRoutes);
  await app.register(tutorAreaRoutes);
  await app.register(adminRoutes);
  await app.register(joinTeamRoutes);
  await app.register(contactRoutes);
  await app.register(apiReferenceRoutes);
}
