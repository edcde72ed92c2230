import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, RESET_CODE_ALPHABET, RESET_CODE_LENGTH, RESET_CODE_TTL_MS } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { fieldEntry, fieldError, forbidden, ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { passwordChangedEmail, resetCodeEmail } from '../../mail/templates.ts';
import {
  addResetCode,
  consumeResetCode,
  deleteResetCodes,
  findResetCodes,
  pruneResetCodes,
} from '../../repositories/password-reset-codes.ts';
import { findUserByEmail, resetUserPassword } from '../../repositories/users.ts';
import { consume, LIMITS, limitKey, type Limit } from '../auth/limits.ts';
import { timebox } from '../auth/timebox.ts';

/** forgot-password answers no sooner than this, whether the account exists or not. */
const FORGOT_MIN_MS = 100;
/** Live codes an e-mail may have at once; a further request sends none until one expires. */
export const MAX_LIVE_RESET_CODES = 3;

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
/** 429 with the code's field message too, so the SPA shows it where it shows a wrong code. */
const tooManyWrongCodes = (retryAfter: number) =>
  new ValidationError({ code: [fieldEntry('code', 'reset.code_too_many_attempts')] }, 429, { 'Retry-After': String(retryAfter) });

/**
 * Password reset by an e-mailed 6-character code (SPEC sections 4 and 7):
 * forgot-password → verify-code (marks this session) → reset-password.
 */
export default async function passwordRoutes(app: FastifyInstance) {
  const hashCode = codeHasher(app.config.sessionSecret);

  /**
   * POST /api/forgot-password {email}: always the same 200. A code is stored for every
   * address asked for, existing or not (the one for an unknown address is sent nowhere), so
   * verify-code answers alike for both and the work, hence the time, is the same. An address
   * with 3 live codes gets no fourth: the codes in its mailbox stay valid (decision 018).
   */
  route(app, contracts.auth.forgotPassword, async (request) => {
    const { email } = request.body;
    await consume(app, [
      [LIMITS.forgotPair, [email, clientAddress(request)]],
      [LIMITS.forgotEmail, [email]],
      [LIMITS.forgotAddress, [clientAddress(request)]],
    ]);
    await timebox(FORGOT_MIN_MS, async () => {
      const user = await findUserByEmail(app.db, email);
      const code = generateResetCode();
      const sent = await app.db.transaction().execute(async (trx) => {
        const stored = await addResetCode(trx, email, hashCode(email, code), Date.now() + RESET_CODE_TTL_MS, MAX_LIVE_RESET_CODES);
        if (!stored || !user) return false;
        const ttlMinutes = Math.round(RESET_CODE_TTL_MS / 60_000);
        await app.mailer.queue(resetCodeEmail({ to: user.email, name: user.name, code, ttlMinutes, appUrl: app.config.appUrl, locale: user.locale }), trx);
        return true;
      });
      if (sent) app.mailer.kick();
      await pruneResetCodes(app.db);
    });
    return { message: AUTH_MESSAGES.resetCodeSent };
  });

  /**
   * POST /api/verify-code {email, code}: one of the address's live codes → 200 and this
   * session may reset that address's password; that code is used up. Wrong → 422; expired →
   * 422. Wrong tries are counted before checking, per e-mail and address (5 per 10 minutes),
   * per e-mail (50 an hour) and per address: a stranger's wrong codes burn no code and do not
   * block the owner's address. A right code gives its counts back.
   */
  route(app, contracts.auth.verifyCode, async (request) => {
    const { email, code } = request.body;
    const counted: string[] = [];
    for (const [limit, parts] of [
      [LIMITS.verifyPair, [email, clientAddress(request)]],
      [LIMITS.verifyEmail, [email]],
      [LIMITS.verifyAddress, [clientAddress(request)]],
    ] as Array<[Limit, string[]]>) {
      const key = limitKey(limit, ...parts);
      const result = await app.limiter.attempt(key, limit.max, limit.decaySeconds);
      if (!result.allowed) throw tooManyWrongCodes(result.retryAfter);
      counted.push(key);
    }
    const given = hashCode(email, code);
    const match = (await findResetCodes(app.db, email)).find((row) => sameHash(given, row.code_hash));
    if (!match) throw fieldError('code', 'reset.code_invalid');
    if (match.expires_at <= nowIso()) throw fieldError('code', 'reset.code_expired');
    // Of two concurrent right answers only one deletes the row and succeeds.
    if (!(await consumeResetCode(app.db, Number(match.id)))) throw fieldError('code', 'reset.code_invalid');
    for (const key of counted) await app.limiter.release(key);
    request.session.set('resetVerifiedEmail', email);
    request.session.set('resetVerifiedAt', Date.now());
    return { message: AUTH_MESSAGES.codeVerified };
  });

  /**
   * POST /api/reset-password {email, password, password_confirmation}: only for the address
   * this session verified a code for. Sets the password, marks the address verified (the code
   * reached its mailbox), ends every session of the user, clears the account's login lockout
   * (the owner proved the mailbox) and tells the owner by e-mail. 200.
   */
  route(app, contracts.auth.resetPassword, async (request) => {
    const input = request.body;
    await consume(app, [[LIMITS.reset, [input.email, clientAddress(request)]]]);
    const { resetVerifiedEmail, resetVerifiedAt = 0 } = request.session.data;
    // The verified code's permission lasts as long as the code itself would have.
    if (resetVerifiedEmail !== input.email || Date.now() - resetVerifiedAt > RESET_CODE_TTL_MS) {
      throw forbidden('reset.not_verified');
    }
    const user = await findUserByEmail(app.db, input.email);
    if (!user) {
      request.session.unset('resetVerifiedEmail', 'resetVerifiedAt');
      throw forbidden('reset.not_verified');
    }
    const passwordHash = await hashPassword(input.password, clientAddress(request));
    await app.db.transaction().execute(async (trx) => {
      await resetUserPassword(trx, Number(user.id), passwordHash);
      await deleteResetCodes(trx, user.email);
      await app.mailer.queue(passwordChangedEmail({ to: user.email, name: user.name, how: 'reset', appUrl: app.config.appUrl, locale: user.locale }), trx);
    });
    app.mailer.kick();
    request.session.unset('resetVerifiedEmail', 'resetVerifiedAt');
    await app.limiter.clear(limitKey(LIMITS.loginEmail, user.email));
    await app.limiter.clear(limitKey(LIMITS.loginPair, user.email, clientAddress(request)));
    await app.sessionStore.destroyForUser(Number(user.id));
    // This session too, if it was signed in as that user: it is saved after this handler.
    if (request.session.userId === Number(user.id)) request.session.invalidate();
    request.log.info({ userId: Number(user.id) }, 'password reset');
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
