import { createHash, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_LINK_TTL_MINUTES } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { signPath } from '../../lib/security/signed-url.ts';
import { verificationEmail } from '../../mail/templates.ts';

export const emailHash = (email: string) => createHash('sha1').update(email).digest('hex');

/** Constant-time comparison of a link's e-mail hash with the user's. */
export const emailHashMatches = (email: string, hash: string) => {
  const expected = Buffer.from(emailHash(email), 'hex');
  const given = Buffer.from(hash, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** APP_URL/email/verify/{id}/{sha1(email)}?expires=..&signature=.., valid for 60 minutes. */
export function verificationUrl(app: FastifyInstance, user: Pick<User, 'id' | 'email'>, now = Date.now()): string {
  const path = `/email/verify/${Number(user.id)}/${emailHash(user.email)}`;
  return `${app.config.appUrl}${signPath(app.config.sessionSecret, path, VERIFICATION_LINK_TTL_MINUTES * 60_000, now)}`;
}

/** How long "This was not me" works: as long as a pending account lives (pending-accounts.ts). */
export const NOT_ME_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * APP_URL/email/not-me/{id}/{sha1(email)}?expires=..&signature=..: the verification e-mail's
 * "This was not me" (decision 073). Its page asks to confirm; only the POST removes the account.
 */
export function notMeUrl(app: FastifyInstance, user: Pick<User, 'id' | 'email'>, now = Date.now()): string {
  const path = `/email/not-me/${Number(user.id)}/${emailHash(user.email)}`;
  return `${app.config.appUrl}${signPath(app.config.sessionSecret, path, NOT_ME_LINK_TTL_MS, now)}`;
}

/** Queues the verification e-mail (in `executor`'s transaction when given; then kick the mailer after it). */
export async function queueVerificationEmail(app: FastifyInstance, user: Pick<User, 'id' | 'email' | 'name' | 'locale'>, executor?: Db) {
  await app.mailer.queue(
    verificationEmail({
      to: user.email,
      name: user.name,
      url: verificationUrl(app, user),
      notMeUrl: notMeUrl(app, user),
      ttlMinutes: VERIFICATION_LINK_TTL_MINUTES,
      appUrl: app.config.appUrl,
      locale: user.locale,
    }),
    executor,
  );
}
