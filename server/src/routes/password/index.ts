import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, RESET_CODE_ALPHABET, RESET_CODE_LENGTH, RESET_CODE_TTL_MS } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { fieldEntry, fieldError, forbidden, ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { passwordChangedEmail, resetCodeEmail } from '../../mail/templates.ts';
import type { Session } from '../../plugins/session/index.ts';
import {
  addResetCode,
  consumeResetCode,
  deleteRequesterCodes,
  deleteResetCodes,
  findResetCodes,
  pruneResetCodes,
} from '../../repositories/password-reset-codes.ts';
import { findUserByEmail, resetUserPassword } from '../../repositories/users.ts';
import { consume, LIMITS, limitKey, type Limit } from '../auth/limits.ts';
import { timebox } from '../auth/timebox.ts';

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
 * The browser's name for the codes it asks for: a random value kept in its session (made on first
 * use); rows store its SHA-256. Only this session can try the codes it asked for (decision 073).
 */
function requesterOf(session: Session): string {
  let value = session.data.resetRequester;
  if (!value) {
    value = randomBytes(16).toString('base64url');
    session.set('resetRequester', value);
  }
  return createHash('sha256').update(value).digest('hex');
}

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
   * POST /api/forgot-password {email}: 200 with the same message for any address. A code is
   * stored for every address asked for, existing or not (the one for an unknown address is sent
   * nowhere), so verify-code answers alike for both and the work, hence the time, is the same.
   * The code belongs to this browser (its session), replacing the one it asked for before;
   * nobody else's codes change. Untrusted clients are held to 3 per e-mail and address and 3 per
   * e-mail in 10 minutes (429 with Retry-After, for any address alike); a browser that signed in
   * to the account before skips both (its device cookie; 3 per 10 minutes of its own).
   */
  route(app, contracts.auth.forgotPassword, async (request) => {
    const { email } = request.body;
    const address = clientAddress(request);
    const device = app.deviceCookies.trustedDevice(request, email);
    await consume(
      app,
      device
        ? [
            [LIMITS.forgotDevice, [device]],
            [LIMITS.forgotAddress, [address]],
          ]
        : [
            [LIMITS.forgotPair, [email, address]],
            [LIMITS.forgotEmail, [email]],
            [LIMITS.forgotAddress, [address]],
          ],
    );
    const requester = requesterOf(request.session);
    await timebox(FORGOT_MIN_MS, async () => {
      const user = await findUserByEmail(app.db, email);
      const code = generateResetCode();
      await app.db.transaction().execute(async (trx) => {
        await addResetCode(trx, { email, codeHash: hashCode(email, code), expiresAt: Date.now() + RESET_CODE_TTL_MS, requester });
        if (!user) return;
        const ttlMinutes = Math.round(RESET_CODE_TTL_MS / 60_000);
        await app.mailer.queue(
          resetCodeEmail({
            to: user.email,
            name: user.name,
            code,
            ttlMinutes,
            appUrl: app.config.appUrl,
            locale: user.locale,
            verified: Boolean(user.email_verified_at),
          }),
          trx,
        );
      });
      if (user) app.mailer.kick();
      // A new code gets its own five tries.
      await app.limiter.clear(limitKey(LIMITS.verifyRequester, email, requester));
      await pruneResetCodes(app.db);
    });
    return { message: AUTH_MESSAGES.resetCodeSent };
  });

  /**
   * POST /api/verify-code {email, code}: the code this browser asked for → 200 and this session
   * may reset that address's password; the code is used up. Wrong → 422; expired → 422. Only
   * this session's codes are tried, so a stranger's wrong codes reach none of the owner's and a
   * right code is never refused for them. Wrong tries are counted before checking, per e-mail and
   * browser (the fifth burns its code: 429 until it asks for a new one) and per address; a right
   * code gives its counts back.
   */
  route(app, contracts.auth.verifyCode, async (request) => {
    const { email, code } = request.body;
    const requester = requesterOf(request.session);
    const counted: string[] = [];
    let own = 0;
    for (const [limit, parts] of [
      [LIMITS.verifyRequester, [email, requester]],
      [LIMITS.verifyAddress, [clientAddress(request)]],
    ] as Array<[Limit, string[]]>) {
      const key = limitKey(limit, ...parts);
      const result = await app.limiter.attempt(key, limit.max, limit.decaySeconds);
      if (!result.allowed) throw tooManyWrongCodes(result.retryAfter);
      if (!counted.length) own = result.hits;
      counted.push(key);
    }
    const given = hashCode(email, code);
    const match = (await findResetCodes(app.db, email, requester)).find((row) => sameHash(given, row.code_hash));
    if (!match) {
      // The last try of this browser's code: it is gone, a new one must be asked for.
      if (own >= LIMITS.verifyRequester.max) await deleteRequesterCodes(app.db, email, requester);
      throw fieldError('code', 'reset.code_invalid');
    }
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
      await app.mailer.queue(
        passwordChangedEmail({ to: user.email, name: user.name, how: 'reset', appUrl: app.config.appUrl, locale: user.locale }),
        trx,
      );
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
