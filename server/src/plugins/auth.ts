import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/schema.ts';
import { AppError, forbidden, unauthenticated } from '../http/errors.ts';
import { findTutorOfUser } from '../repositories/tutor-accounts.ts';
import { findActiveUser } from '../repositories/users.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    /** Set by requireUser for the handlers after it. */
    user: User;
    /** Set by requireTutor: the tutor the signed-in account is linked to (decision 072). */
    tutorId: number;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** preHandler: 401 {"message":"Unauthenticated."} unless the session is signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requireUser, then 403 unless the e-mail address is verified. */
    requireVerifiedUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requireUser (401), then 403 unless the user is an admin (decision 011). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requireUser (401), then 403 unless the account has the tutor role and is linked to a tutor (request.tutorId). */
    requireTutor: (request: FastifyRequest) => Promise<void>;
    /**
     * After the access guard: 423 {"message":"Password confirmation required."} unless the session
     * confirmed the password (a login, or POST /user/confirm-password) within PASSWORD_TIMEOUT
     * seconds (Laravel's password.confirm middleware, decision 073).
     */
    requirePasswordConfirmed: (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null as unknown as User);
    app.decorateRequest('tutorId', 0);

    const requireUser = async (request: FastifyRequest) => {
      const userId = request.session.userId;
      if (!userId) throw unauthenticated();
      // A deleted or disabled account's session is over (decision 011). The database store reads
      // the user with the session (one query, decision 042); otherwise it is read here.
      const loaded = request.session.activeUser;
      const user = loaded === undefined ? await findActiveUser(app.db, userId) : (loaded ?? undefined);
      if (!user) {
        request.session.invalidate();
        throw unauthenticated();
      }
      request.user = user;
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireVerifiedUser', async (request: FastifyRequest) => {
      await requireUser(request);
      if (!request.user.email_verified_at) throw forbidden('auth.unverified');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user.role !== 'admin') throw forbidden();
    });
    app.decorate('requireTutor', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user.role !== 'tutor') throw forbidden();
      const tutor = await findTutorOfUser(app.db, Number(request.user.id));
      if (!tutor) throw forbidden();
      request.tutorId = Number(tutor.id);
    });
    app.decorate('requirePasswordConfirmed', async (request: FastifyRequest) => {
      const confirmedAt = request.session.exists ? (request.session.data.passwordConfirmedAt ?? 0) : 0;
      // Whole seconds, as Laravel compares time() with the stored time.
      if (Math.floor((Date.now() - confirmedAt) / 1000) > app.config.passwordTimeoutSeconds) {
        throw new AppError(423, 'auth.password_confirmation_required');
      }
    });
  },
  { name: 'auth', dependencies: ['session'] },
);
