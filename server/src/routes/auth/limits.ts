import type { FastifyInstance } from 'fastify';
import { fieldEntry, tooManyAttempts, ValidationError } from '../../http/errors.ts';
import { rateLimitKey } from '../../lib/limits/rate-limiter.ts';

/**
 * Every throttle of the account endpoints in one table (decision 017). What protects an
 * account is keyed by that account's e-mail (with the address where a stranger could fill
 * it); what is keyed by address alone has a ceiling a lecture hall behind one carrier-grade
 * NAT address does not reach.
 */
export type Limit = { scope: string; max: number; decaySeconds: number };

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const LIMITS = {
  /**
   * Wrong passwords for one account from one address: Breeze's 5 a minute. Like the next one, it
   * holds untrusted clients only: a browser that signed in to the account before (its device
   * cookie, decision 073) is counted by loginDevice instead.
   */
  loginPair: { scope: 'login', max: 5, decaySeconds: MINUTE },
  /** Wrong passwords for one account from all untrusted clients: a stranger needs 20+ addresses to reach it. */
  loginEmail: { scope: 'login-email', max: 100, decaySeconds: HOUR },
  /** Wrong passwords from one trusted browser (by its device id): past it, the browser is an untrusted client. */
  loginDevice: { scope: 'login-device', max: 5, decaySeconds: 10 * MINUTE },
  /** Wrong passwords from one address across accounts (password spraying): every client. */
  loginAddress: { scope: 'login-address', max: 200, decaySeconds: 10 * MINUTE },
  loginAddressDaily: { scope: 'login-address-day', max: 2000, decaySeconds: DAY },
  /**
   * POST /user/confirm-password, throttled like login (decision 073): wrong passwords of the
   * session's user per address (5 a minute) and from anywhere (100 an hour). Only someone signed
   * in as that user can fill them; the address ceilings above count these failures too.
   */
  confirmPair: { scope: 'confirm-password', max: 5, decaySeconds: MINUTE },
  confirmUser: { scope: 'confirm-password-user', max: 100, decaySeconds: HOUR },
  /** Sign-ups per e-mail (each one sends a mail to that address). */
  registerEmail: { scope: 'register-email', max: 3, decaySeconds: HOUR },
  /** Verification links per e-mail and address, and per e-mail from anywhere (mail bombing). */
  resendPair: { scope: 'resend-verification', max: 3, decaySeconds: 10 * MINUTE },
  resendEmail: { scope: 'resend-verification-email', max: 10, decaySeconds: DAY },
  /**
   * It answers only for the session's own address, so it reveals nothing; the SPA polls it
   * every 5 s (12 a minute per student), so a hall of 100 polls 1200 times a minute.
   */
  checkVerifiedAddress: { scope: 'check-email-verified', max: 3000, decaySeconds: MINUTE },
  /** Reset codes asked for per e-mail and address (untrusted clients). */
  forgotPair: { scope: 'reset-forgot', max: 3, decaySeconds: 10 * MINUTE },
  /**
   * Reset codes asked for per e-mail by untrusted clients: 3 per 10 minutes, so whatever strangers
   * did, the owner's own request goes through within 10 minutes of their last (decision 073).
   */
  forgotEmail: { scope: 'reset-forgot-email', max: 3, decaySeconds: 10 * MINUTE },
  /** Reset codes asked for from one trusted browser (by its device id): it skips the two above. */
  forgotDevice: { scope: 'reset-forgot-device', max: 3, decaySeconds: 10 * MINUTE },
  /** Reset codes asked for from one address across e-mails (each stores a row, known or not). */
  forgotAddress: { scope: 'reset-forgot-address', max: 100, decaySeconds: 10 * MINUTE },
  /**
   * Wrong codes per e-mail from the browser that asked for them: the fifth burns its code. Only
   * that browser's codes are tried, so nobody else's wrong codes count against them.
   */
  verifyRequester: { scope: 'reset-verify-requester', max: 5, decaySeconds: 10 * MINUTE },
  /** Wrong codes from one address across e-mails. */
  verifyAddress: { scope: 'reset-verify-address', max: 200, decaySeconds: 10 * MINUTE },
  reset: { scope: 'reset-password', max: 5, decaySeconds: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** The registration ceilings per address: REGISTER_LIMIT_PER_IP per 10 minutes and ten times that a day. */
export const registerAddressLimits = (perTenMinutes: number): Limit[] => [
  { scope: 'register', max: perTenMinutes, decaySeconds: 10 * MINUTE },
  { scope: 'register-day', max: perTenMinutes * 10, decaySeconds: DAY },
];

export const limitKey = (limit: Limit, ...parts: string[]) => rateLimitKey(limit.scope, ...parts);

/**
 * Counts one attempt against each limit (atomically, in order) and throws 429 with Retry-After
 * at the first one exceeded; answers the keys counted, to release them when the work succeeded.
 */
export async function consume(app: FastifyInstance, checks: Array<[Limit, string[]]>): Promise<string[]> {
  const counted: string[] = [];
  for (const [limit, parts] of checks) {
    const key = limitKey(limit, ...parts);
    const result = await app.limiter.attempt(key, limit.max, limit.decaySeconds);
    if (!result.allowed) throw tooManyAttempts(result.retryAfter);
    counted.push(key);
  }
  return counted;
}

/** Breeze's login lockout: 429, Retry-After, the message also under errors.email (errors.password for confirm-password). */
export function lockout(seconds: number, field: 'email' | 'password' = 'email'): ValidationError {
  const retryAfter = Math.max(1, seconds);
  return new ValidationError({ [field]: [fieldEntry(field, 'auth.throttled', { seconds: retryAfter })] }, 429, {
    'Retry-After': String(retryAfter),
  });
}
