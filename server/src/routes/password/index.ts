import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  emailOnlySchema,
  RESET_CODE_ALPHABET,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  resetPasswordSchema,
  verifyCodeSchema,
} from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { enforceRateLimit, rateLimitKey } from '../../lib/rate-limiter.ts';
import { validate } from '../../lib/validation.ts';
import { resetCodeEmail } from '../../mail/templates.ts';
import {
  countWrongResetCode,
  deleteResetCode,
  findResetCode,
  pruneResetCodes,
  replaceResetCode,
} from '../../repositories/password-reset-codes.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { timebox } from '../auth/timebox.ts';

/** Per e-mail and IP, per 10 minutes. */
const LIMITS = {
  forgot: { max: 3, decaySeconds: 600 },
  verify: { max: 10, decaySeconds: 600 },
  reset: { max: 5, decaySeconds: 600 },
};
/** forgot-password answers no sooner than this, whether the account exists or not. */
const FORGOT_MIN_MS = 100;

/** A code from a CSPRNG over an alphabet without look-alikes (32 symbols: 30 bits for 6). */
export const generateResetCode = () =>
  Array.from({ length: RESET_CODE_LENGTH }, () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)]).join('');

/** Only an HMAC of e-mail and code is stored; the key is derived from SESSION_SECRET for this purpose. */
const codeHasher = (secret: string) => {
  const key = createHmac('sha256', secret).update('darsak:reset-code:v1').digest();
  return (email: string, code: string) => createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
};

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Password reset by an e-mailed 6-character code (SPEC sections 4 and 7):
 * forgot-password → verify-code (marks this session) → reset-password.
 */
export default async function passwordRoutes(app: FastifyInstance) {
  const hashCode = codeHasher(app.config.sessionSecret);
  const limit = (scope: keyof typeof LIMITS, email: string, ip: string) =>
    enforceRateLimit(app.limiter, rateLimitKey(`reset-${scope}`, email, ip), LIMITS[scope].max, LIMITS[scope].decaySeconds);

  /**
   * POST /api/forgot-password {email}: always the same 200. A code is stored for every
   * address asked for, existing or not (the one for an unknown address is sent nowhere), so
   * verify-code answers alike for both and the work, hence the time, is the same.
   */
  app.post('/api/forgot-password', async (request) => {
    const { email } = validate(emailOnlySchema, request.body);
    await limit('forgot', email, request.ip);
    await timebox(FORGOT_MIN_MS, async () => {
      const user = await findUserByEmail(app.db, email);
      const code = generateResetCode();
      await app.db.transaction().execute(async (trx) => {
        await replaceResetCode(trx, email, hashCode(email, code), Date.now() + RESET_CODE_TTL_MS);
        if (user) {
          const ttlMinutes = Math.round(RESET_CODE_TTL_MS / 60_000);
          await app.mailer.queue(resetCodeEmail({ to: user.email, name: user.name, code, ttlMinutes, appUrl: app.config.appUrl, locale: user.locale }), trx);
        }
      });
      if (user) app.mailer.kick();
      await pruneResetCodes(app.db);
    });
    return { message: AUTH_MESSAGES.resetCodeSent };
  });

  /**
   * POST /api/verify-code {email, code}: the right code in time → 200 and this session may
   * reset that address's password; the code is used up. Wrong → 422 (the fifth wrong try
   * destroys the code); expired → 422.
   */
  app.post('/api/verify-code', async (request) => {
    const { email, code } = validate(verifyCodeSchema, request.body);
    await limit('verify', email, request.ip);
    const row = await findResetCode(app.db, email);
    if (!row) throw fieldError('code', AUTH_MESSAGES.codeInvalid);
    if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) {
      await deleteResetCode(app.db, email, row.code_hash);
      throw fieldError('code', AUTH_MESSAGES.codeTooManyAttempts);
    }
    if (row.expires_at <= nowIso()) throw fieldError('code', AUTH_MESSAGES.codeExpired);
    if (!sameHash(hashCode(email, code), row.code_hash)) {
      const attempts = await countWrongResetCode(app.db, email, row.code_hash);
      if (attempts !== null && attempts >= RESET_CODE_MAX_ATTEMPTS) {
        await deleteResetCode(app.db, email, row.code_hash);
        throw fieldError('code', AUTH_MESSAGES.codeTooManyAttempts);
      }
      throw fieldError('code', AUTH_MESSAGES.codeInvalid);
    }
    // Of two concurrent right answers only one deletes the row and succeeds.
    if (!(await deleteResetCode(app.db, email, row.code_hash))) throw fieldError('code', AUTH_MESSAGES.codeInvalid);
    request.session.set('resetVerifiedEmail', email);
    request.session.set('resetVerifiedAt', Date.now());
    return { message: AUTH_MESSAGES.codeVerified };
  });

  /**
   * POST /api/reset-password {email, password, password_confirmation}: only for the address
   * this session verified a code for. Sets the password, marks the address verified (the code
   * reached its mailbox), ends every session of the user. 200.
   */
  app.post('/api/reset-password', async (request) => {
    const input = validate(resetPasswordSchema, request.body);
    await limit('reset', input.email, request.ip);
    const { resetVerifiedEmail, resetVerifiedAt = 0 } = request.session.data;
    // The verified code's permission lasts as long as the code itself would have.
    if (resetVerifiedEmail !== input.email || Date.now() - resetVerifiedAt > RESET_CODE_TTL_MS) {
      throw forbidden(AUTH_MESSAGES.resetNotVerified);
    }
    const user = await findUserByEmail(app.db, input.email);
    if (!user) {
      request.session.unset('resetVerifiedEmail', 'resetVerifiedAt');
      throw forbidden(AUTH_MESSAGES.resetNotVerified);
    }
    const passwordHash = await hashPassword(input.password);
    await app.db.transaction().execute(async (trx) => {
      const now = nowIso();
      await trx
        .updateTable('users')
        .set((eb) => ({
          password: passwordHash,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('password_reset_codes').where('email', '=', user.email).execute();
    });
    request.session.unset('resetVerifiedEmail', 'resetVerifiedAt');
    await app.sessionStore.destroyForUser(Number(user.id));
    // This session too, if it was signed in as that user: it is saved after this handler.
    if (request.session.userId === Number(user.id)) request.session.invalidate();
    request.log.info({ userId: Number(user.id) }, 'password reset');
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
