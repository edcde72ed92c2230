import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/index.ts';
import { tooManyAttempts } from '../../http/errors.ts';
import { rateLimitKey } from './rate-limiter.ts';
import { recentApplicationTimes } from '../../repositories/applications.ts';

/**
 * Per-user ceilings on the writes that cost storage or CPU (decision 022). Far above what a
 * person does (a few pictures tried, a CV corrected), low enough that one account cannot fill
 * the disk or keep the image workers busy.
 */
export const USER_LIMITS = {
  /** Profile pictures re-encoded per user per hour. */
  pictureUploads: { max: 20, decaySeconds: 3600 },
  /** Catalogue pictures (tutor photos, course cards) re-encoded per admin per hour. */
  cataloguePictures: { max: 120, decaySeconds: 3600 },
  /** CVs stored per user per hour. */
  cvUploads: { max: 20, decaySeconds: 3600 },
  /** Tutor applications stored per user per 24 hours (counted in the table itself). */
  applications: { max: 10, windowMs: 24 * 3600_000 },
} as const;

/** Counts one attempt of `userId` at `scope`; 429 'Too Many Attempts.' with Retry-After past the ceiling. */
export async function hitUserLimit(
  app: FastifyInstance,
  scope: 'pictureUploads' | 'cataloguePictures' | 'cvUploads',
  userId: number,
): Promise<void> {
  const { max, decaySeconds } = USER_LIMITS[scope];
  const result = await app.limiter.attempt(rateLimitKey(`user-${scope}`, String(userId)), max, decaySeconds);
  if (!result.allowed) throw tooManyAttempts(result.retryAfter);
}

/** 429 when the user stored USER_LIMITS.applications.max applications in the last 24 hours. */
export async function checkApplicationLimit(app: FastifyInstance, userId: number): Promise<void> {
  const { max, windowMs } = USER_LIMITS.applications;
  const since = nowIso(Date.now() - windowMs);
  const recent = await recentApplicationTimes(app.db, userId, since, max);
  if (recent.length < max) return;
  const oldest = Date.parse(recent[0]!);
  throw tooManyAttempts(Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000)));
}
