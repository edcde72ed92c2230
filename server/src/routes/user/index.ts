import { AUTH_MESSAGES, type CurrentUser } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import type { LaneAnswer } from '../../lib/http/fast-lane.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { hashPassword, verifyPassword } from '../../lib/security/passwords.ts';
import { fieldError } from '../../http/errors.ts';
import { LIMITS, limitKey, lockout, type Limit } from '../auth/limits.ts';
import { route } from '../../http/route.ts';
import { answerSerializer } from '../../http/serializers.ts';
import { passwordChangedEmail } from '../../mail/templates.ts';
import type { StoredSession } from '../../plugins/session/store.ts';
import { presentUser } from '../../presenters/user.ts';
import { deleteAccount, findActiveUser, updateUserLocale, updateUserName, updateUserPassword } from '../../repositories/users.ts';

const { getCurrentUser, updateName, updateLocale, updatePassword, deleteAccount: deleteAccountEndpoint, confirmPassword } = contracts.user;
/** The lane's answer is written by the contract's own serializer, the one Fastify uses (decision 066). */
const serializeCurrentUser = answerSerializer(getCurrentUser.responses[200]);
const USER_HEADERS: Array<[string, string]> = [
  ['cache-control', 'no-store'],
  ['content-type', 'application/json; charset=utf-8'],
];

/** Two presented users with the same value in every field. */
function sameFields(a: CurrentUser, b: CurrentUser): boolean {
  for (const key in b) if (a[key as keyof CurrentUser] !== b[key as keyof CurrentUser]) return false;
  return true;
}

/** The signed-in user's account: read it, rename, change the password, delete it. */
export default async function userRoutes(app: FastifyInstance) {
  // GET /api/user (every signed-in page load asks it): 401 when signed out.
  // The same answer before the router when the session needs no write and the user is active
  // (decision 042); anything else (no or expired session, a sliding save, a disabled account)
  // goes through the route, which answers 401 or saves the session.
  // Synchronous when the session store reads synchronously (SQLite, decision 054).
  // The answer is a function of the presented fields alone: kept per user (the most recent 1,024)
  // and serialized again only when one of them differs from the kept one (decision 064). The user
  // is still read with the session on every request.
  const answers = new Map<number, { current: CurrentUser; answer: LaneAnswer }>();
  const laneAnswer = (user: User | undefined): LaneAnswer | undefined => {
    if (!user) return undefined;
    const current = presentUser(user, app.config.appUrl);
    const kept = answers.get(current.id);
    if (kept && sameFields(kept.current, current)) return kept.answer;
    const answer = { status: 200, headers: USER_HEADERS, payload: serializeCurrentUser(current) };
    if (!kept && answers.size >= 1024) answers.delete(answers.keys().next().value!);
    answers.set(current.id, { current, answer });
    return answer;
  };
  const laneUser = (stored: StoredSession | undefined): LaneAnswer | undefined | Promise<LaneAnswer | undefined> => {
    const userId = stored?.data.userId;
    if (!userId) return undefined;
    if (stored.activeUser !== undefined) return laneAnswer(stored.activeUser ?? undefined);
    return findActiveUser(app.db, userId).then(laneAnswer); // the store did not read the user (Redis)
  };

  route(
    app,
    getCurrentUser,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return presentUser(request.user, app.config.appUrl);
    },
    {
      // A few hundred bytes, under the compression threshold: no compress hooks either.
      compress: false,
      lane: (_request, headers) => {
        const stored = app.unchangedSession(headers.cookie);
        return stored instanceof Promise ? stored.then(laneUser) : laneUser(stored);
      },
    },
  );

  /** PUT /api/user/name {name}: the updated user. */
  route(app, updateName, async (request) => {
    const { name } = request.body;
    const user = await updateUserName(app.db, Number(request.user.id), name);
    return presentUser(user, app.config.appUrl);
  });

  /** PUT /api/user/locale {locale: 'en'|'fr'|'ar'}: the updated user; e-mails follow this language. */
  route(app, updateLocale, async (request) => {
    const { locale } = request.body;
    const user = await updateUserLocale(app.db, Number(request.user.id), locale);
    return presentUser(user, app.config.appUrl);
  });

  /**
   * PUT /api/user/password {password} (password_confirmation optional, must match when sent):
   * {message, ...user}. Every other session of the user ends; this one gets a new id and CSRF
   * token; the owner is told by e-mail (queued with the change, in one transaction).
   */
  route(app, updatePassword, async (request) => {
    const { password } = request.body;
    const id = Number(request.user.id);
    const passwordHash = await hashPassword(password, clientAddress(request));
    const user = await app.db.transaction().execute(async (trx) => {
      const updated = await updateUserPassword(trx, id, passwordHash);
      await app.mailer.queue(
        passwordChangedEmail({ to: updated.email, name: updated.name, how: 'changed', appUrl: app.config.appUrl, locale: updated.locale }),
        trx,
      );
      return updated;
    });
    app.mailer.kick();
    const token = request.session.token;
    await app.sessionStore.destroyForUser(id, token ? app.sessionKey(token) : undefined);
    request.session.regenerate();
    request.log.info({ userId: id }, 'password changed');
    return { message: AUTH_MESSAGES.passwordUpdated, ...presentUser(user, app.config.appUrl) };
  });

  /**
   * POST /user/confirm-password {password} (Fortify's): 201, and the session may change the
   * password or delete the account for PASSWORD_TIMEOUT seconds; 422 'The provided password was
   * incorrect.'. Throttled like login, every limit counted before argon2 runs; a right password
   * gives the counts back.
   */
  route(app, confirmPassword, async (request, reply) => {
    const user = request.user;
    const address = clientAddress(request);
    const counted: string[] = [];
    for (const [limit, parts] of [
      [LIMITS.confirmPair, [String(user.id), address]],
      [LIMITS.confirmUser, [String(user.id)]],
      [LIMITS.loginAddress, [address]],
      [LIMITS.loginAddressDaily, [address]],
    ] as Array<[Limit, string[]]>) {
      const key = limitKey(limit, ...parts);
      const result = await app.limiter.attempt(key, limit.max, limit.decaySeconds);
      if (!result.allowed) throw lockout(result.retryAfter, 'password');
      counted.push(key);
    }
    if (!(await verifyPassword(user.password, request.body.password, address))) throw fieldError('password', 'auth.password_incorrect');
    const [pairKey, ...ceilings] = counted;
    await app.limiter.clear(pairKey!);
    for (const key of ceilings) await app.limiter.release(key);
    request.session.set('passwordConfirmedAt', Date.now());
    return reply.status(201).send();
  });

  /**
   * DELETE /api/user: deletes the account with its ratings, applications, sessions and reset
   * code in one transaction, then its files (picture, CVs); this session becomes anonymous. 204.
   */
  route(app, deleteAccountEndpoint, async (request, reply) => {
    const id = Number(request.user.id);
    const deleted = await deleteAccount(app.db, id);
    await app.sessionStore.destroyForUser(id);
    request.session.invalidate();
    if (deleted) {
      for (const key of [deleted.imagePath, ...deleted.cvPaths]) {
        // The rows are gone; a file that cannot be removed is logged, not an error for the user.
        await app.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error, key }, 'could not remove a file'));
      }
    }
    request.log.info({ userId: id }, 'account deleted');
    return reply.status(204).send();
  });
}
