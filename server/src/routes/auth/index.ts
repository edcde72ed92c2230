import {
  AUTH_MESSAGES,
  emailOnlySchema,
  loginSchema,
  registerSchema,
} from '@darsak/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/locale.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { enforceRateLimit, rateLimitKey } from '../../lib/rate-limiter.ts';
import { checkSignedPath } from '../../lib/signed-url.ts';
import { validate } from '../../lib/validation.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { createUser, EmailTakenError, findUserByEmail, findUserById, markEmailVerified } from '../../repositories/users.ts';
import { timebox } from './timebox.ts';
import { emailHashMatches, queueVerificationEmail } from './verification.ts';

/** Login: 5 failures per minute per e-mail and IP (Breeze's LoginRequest). */
const LOGIN_MAX_ATTEMPTS = 5;
const LOGIN_DECAY_SECONDS = 60;
/** Resending the verification link: 3 per 10 minutes per e-mail and IP. */
const RESEND_MAX_ATTEMPTS = 3;
const RESEND_DECAY_SECONDS = 600;
/** Registration: REGISTER_LIMIT_PER_IP accounts per 10 minutes per IP (scripted sign-ups). */
const REGISTER_DECAY_SECONDS = 600;
/** The answer to resend-verification takes at least this long, whether a mail is queued or not. */
const RESEND_MIN_MS = 100;

/**
 * Registration, login and logout (Laravel Breeze's API controllers) and e-mail verification
 * (the signed link, the SPA's polling and the resend button).
 */
export default async function authRoutes(app: FastifyInstance) {
  /** POST /register: creates the account, e-mails the link, remembers the address in the session. 204. */
  app.post('/register', async (request, reply) => {
    const input = validate(registerSchema, request.body);
    await enforceRateLimit(app.limiter, rateLimitKey('register', request.ip), app.config.registerLimitPerIp, REGISTER_DECAY_SECONDS);
    if (await findUserByEmail(app.db, input.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    let user;
    try {
      user = await app.db.transaction().execute(async (trx) => {
        const created = await createUser(trx, { name: input.name, email: input.email, passwordHash, locale: requestLocale(request) });
        await queueVerificationEmail(app, created, trx);
        return created;
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      throw error;
    }
    app.mailer.kick();
    // Unlike Breeze, registration does not sign in: login requires a verified address, and the
    // SPA signs in by itself once the link was opened (decision 010). The session remembers the
    // address so check-email-verified may answer for it.
    request.session.regenerate();
    request.session.set('registeredEmail', user.email);
    return reply.status(204).send();
  });

  /** POST /login: 204 and a fresh session; 422 on bad credentials; 403 while unverified; 429 when throttled. */
  app.post('/login', async (request, reply) => {
    const input = validate(loginSchema, request.body);
    const key = rateLimitKey('login', input.email, request.ip);
    if (await app.limiter.tooMany(key, LOGIN_MAX_ATTEMPTS)) return lockout(reply, await app.limiter.availableIn(key));

    const user = await findUserByEmail(app.db, input.email);
    // Without a user this still verifies against a dummy hash: same time either way.
    const valid = await verifyPassword(user?.password, input.password);
    if (!user || !valid) {
      await app.limiter.hit(key, LOGIN_DECAY_SECONDS);
      throw fieldError('email', AUTH_MESSAGES.badCredentials);
    }
    if (!user.email_verified_at) return reply.status(403).send({ message: AUTH_MESSAGES.unverified, code: 'auth.login_unverified' });

    await app.limiter.clear(key);
    request.session.regenerate();
    request.session.set('userId', Number(user.id));
    return reply.status(204).send();
  });

  /** POST /logout: ends the session in the store and starts a new anonymous one. 204; 401 when signed out. */
  app.post('/logout', { preHandler: app.requireUser }, async (request, reply) => {
    request.session.invalidate();
    return reply.status(204).send();
  });

  /**
   * GET /email/verify/:id/:hash?expires=..&signature=..: the link from the e-mail. Needs no
   * session (it may be opened in another browser). Valid: marks the address verified (again
   * is fine) and redirects to APP_URL/?verified=1. Otherwise a small page, never a crash.
   */
  app.get<{ Params: { id: string; hash: string }; Querystring: Record<string, unknown> }>(
    '/email/verify/:id/:hash',
    async (request, reply) => {
      const { id, hash } = request.params;
      const invalid = () =>
        linkPage(reply, 403, 'This verification link is invalid', 'The link is incomplete or was changed. Open the link from the most recent e-mail, or request a new one from the sign-up page.', app.config.appUrl);
      if (!/^\d{1,12}$/.test(id) || !/^[0-9a-f]{40}$/.test(hash)) return invalid();
      const check = checkSignedPath(app.config.sessionSecret, `/email/verify/${id}/${hash}`, request.query);
      if (check === 'invalid') return invalid();
      const user = await findUserById(app.db, Number(id));
      if (!user || !emailHashMatches(user.email, hash)) return invalid();
      if (check === 'expired') {
        if (user.email_verified_at) return redirectVerified(reply, app.config.appUrl);
        return linkPage(reply, 410, 'This verification link has expired', 'Verification links are valid for 60 minutes. Request a new one with the Resend Verification Email button on the sign-up page.', app.config.appUrl);
      }
      await markEmailVerified(app.db, Number(user.id));
      request.log.info({ userId: Number(user.id) }, 'email verified');
      return redirectVerified(reply, app.config.appUrl);
    },
  );

  /**
   * POST /api/check-email-verified {email}: {"verified": true} only for this session's own
   * address (the one it registered, or its signed-in user's) once verified; false for any
   * other address, so the answer tells nothing about other accounts.
   */
  app.post('/api/check-email-verified', async (request) => {
    const { email } = validate(emailOnlySchema, request.body);
    const session = request.session;
    let own = session.data.registeredEmail === email;
    if (!own && session.userId) own = (await findUserById(app.db, session.userId))?.email === email;
    if (!own) return { verified: false };
    const user = await findUserByEmail(app.db, email);
    return { verified: Boolean(user?.email_verified_at) };
  });

  /** POST /api/resend-verification {email}: always the same 202; a new link only for an unverified account. */
  app.post('/api/resend-verification', async (request, reply) => {
    const { email } = validate(emailOnlySchema, request.body);
    await enforceRateLimit(
      app.limiter,
      rateLimitKey('resend-verification', email, request.ip),
      RESEND_MAX_ATTEMPTS,
      RESEND_DECAY_SECONDS,
    );
    await timebox(RESEND_MIN_MS, async () => {
      const user = await findUserByEmail(app.db, email);
      if (user && !user.email_verified_at) await queueVerificationEmail(app, user);
    });
    return reply.status(202).send({ message: AUTH_MESSAGES.verificationResent });
  });
}

/** Breeze's lockout: 429, Retry-After, the message also under errors.email. */
function lockout(reply: FastifyReply, seconds: number) {
  const retryAfter = Math.max(1, seconds);
  const message = AUTH_MESSAGES.loginThrottled(retryAfter);
  return reply.status(429).header('Retry-After', String(retryAfter)).send({ message, code: 'auth.throttled', errors: { email: [message] } });
}

function redirectVerified(reply: FastifyReply, appUrl: string) {
  return reply.header('Cache-Control', 'no-store').redirect(`${appUrl}/?verified=1`, 302);
}

/** A small, self-contained HTML page for a link that cannot be used. */
function linkPage(reply: FastifyReply, status: number, title: string, text: string, appUrl: string) {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Darsak</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 24px;color:#1d2433}a{color:#1f4fd1}</style>
</head>
<body>
<main>
<p><strong>Darsak</strong></p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(appUrl)}/">Go to the home page</a></p>
</main>
</body>
</html>
`;
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}
