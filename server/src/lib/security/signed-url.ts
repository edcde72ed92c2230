import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links (Laravel's URL::temporarySignedRoute with a relative signature):
 * signature = HMAC-SHA256(key, "<path>?expires=<unix seconds>"), the key derived from
 * SESSION_SECRET for this one purpose. The host is not signed, so a link keeps working behind a
 * proxy that rewrites it; the path (with the user id and e-mail hash) and the expiry are.
 */
export type SignatureCheck = 'valid' | 'invalid' | 'expired';

const signingKey = (secret: string) => createHmac('sha256', secret).update('darsak:signed-url:v1').digest();

const signatureOf = (secret: string, path: string, expires: number) =>
  createHmac('sha256', signingKey(secret)).update(`${path}?expires=${expires}`).digest('hex');

/** `<path>?expires=..&signature=..`, valid for `ttlMs` from `now`. */
export function signPath(secret: string, path: string, ttlMs: number, now = Date.now()): string {
  const expires = Math.floor((now + ttlMs) / 1000);
  return `${path}?expires=${expires}&signature=${signatureOf(secret, path, expires)}`;
}

/**
 * Checks a signed path: 'invalid' for a missing, malformed or wrong signature (compared in
 * constant time), 'expired' for a genuine link past its time, else 'valid'.
 */
export function checkSignedPath(
  secret: string,
  path: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): SignatureCheck {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(signatureOf(secret, path, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}
