import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies", decision 073):
 * a browser that signed in to an account gets a signed token naming that account. An attempt
 * that carries one is a trusted client's: the per-account lockouts that strangers fill (wrong
 * passwords for the e-mail from anywhere, reset codes asked for it from anywhere) do not hold it;
 * its own failures are counted under its own id instead. Anyone else is an untrusted client and
 * meets those lockouts as before.
 *
 * A token is `id.mac`: a random id (16 bytes) and an HMAC of the e-mail and the id (16 bytes of
 * SHA-256, with a key derived from SESSION_SECRET for this purpose only). The cookie holds the
 * tokens of the last DEVICE_ACCOUNTS accounts signed in on that browser, newest first. It carries
 * no e-mail and grants nothing by itself: it only lifts lockouts for the account it was made for.
 * It is sent only to the two paths that read it (the cookie has one per path), so no other
 * request of a phone on costly data carries its bytes.
 */

/** Accounts one browser remembers (a shared family phone). */
const DEVICE_ACCOUNTS = 3;
/** How long a browser stays trusted after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 180;
/** The endpoints that read it: the cookie goes to these paths only. */
export const DEVICE_COOKIE_PATHS = ['/login', '/api/forgot-password'] as const;

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const TOKEN = /^([\w-]{22})\.([\w-]{22})$/;

export type DeviceCookies = {
  /** The cookie's name: `__Secure-darsak_device` on https, `darsak_device` on http. */
  readonly name: string;
  /** The id of the request's device token made for `email`, or null (no token, or one for another account). */
  trustedDevice(request: FastifyRequest, email: string): string | null;
  /** After a sign-in: a new token for `email` first, the browser's tokens for other accounts after it. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
};

export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  const key = createHmac('sha256', secret).update('darsak:device-cookie:v1').digest();
  const mac = (email: string, id: string) => createHmac('sha256', key).update(`${email}\n${id}`).digest().subarray(0, 16);
  const name = secure ? '__Secure-darsak_device' : 'darsak_device';

  const tokens = (request: FastifyRequest) =>
    (request.cookies[name] ?? '')
      .split('~')
      .slice(0, DEVICE_ACCOUNTS)
      .map((token) => TOKEN.exec(token))
      .filter((match): match is RegExpExecArray => match !== null);

  const madeFor = (match: RegExpExecArray, email: string) => {
    const given = Buffer.from(match[2]!, 'base64url');
    return given.length === 16 && timingSafeEqual(given, mac(email, match[1]!));
  };

  return {
    name,
    trustedDevice(request, email) {
      const match = tokens(request).find((m) => madeFor(m, email));
      return match ? match[1]! : null;
    },
    remember(request, reply, email) {
      const id = b64(randomBytes(16));
      const others = tokens(request)
        .filter((m) => !madeFor(m, email))
        .map((m) => m[0]);
      const value = [`${id}.${b64(mac(email, id))}`, ...others].slice(0, DEVICE_ACCOUNTS).join('~');
      for (const path of DEVICE_COOKIE_PATHS) {
        reply.setCookie(name, value, { path, httpOnly: true, secure, sameSite: 'strict', maxAge: DEVICE_COOKIE_DAYS * 86_400 });
      }
    },
  };
}
