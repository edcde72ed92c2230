import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@darsak/common';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldError, forbidden } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requestLocale } from '../../lib/http/locale.ts';
import { clientAddress } from '../../lib/limits/client-address.ts';
import { hashPassword, verifyPassword } from '../../lib/security/passwords.ts';
import { checkSignedPath } from '../../lib/security/signed-url.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { format, messagesFor } from '../../messages/index.ts';
import type { User } from '../../db/schema.ts';
import { localeDir, type Locale } from '@darsak/common';
import {
  createUser,
  deleteAccount,
  EmailTakenError,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  replacePendingUser,
} from '../../repositories/users.ts';
import { consume, LIMITS, limitKey, lockout, registerAddressLimits, type Limit } from './limits.ts';
import { prunePendingAccounts } from './pending-accounts.ts';
import { claimGuestOrders } from '../orders/guest-orders.ts';
import { timebox } from './timebox.ts';
import { emailHashMatches, queueVerificationEmail } from './verification.ts';

/**
 * Counts one login attempt (atomically, before the password is checked) and answers the keys
 * counted, the account's own first: a trusted browser's device key, or the untrusted pair (e-mail
 * and address) then the e-mail's ceiling; then the address ceilings. 429 at the first one full.
 */
async function countLoginAttempt(app: FastifyInstance, email: string, address: string, device: string | null): Promise<string[]> {
  const counted: string[] = [];
  const count = async (limit: Limit, ...parts: string[]) => {
    const key = limitKey(limit, ...parts);
    const result = await app.limiter.attempt(key, limit.max, limit.decaySeconds);
    return { key, result };
  };
  if (device) {
    const own = await count(LIMITS.loginDevice, device);
    // Past its own ceiling a trusted browser is an untrusted client, held by the account's lockouts.
    if (own.result.allowed) counted.push(own.key);
  }
  const checks: Array<[Limit, string[]]> = [
    ...(counted.length
      ? []
      : ([
          [LIMITS.loginPair, [email, address]],
          [LIMITS.loginEmail, [email]],
        ] as Array<[Limit, string[]]>)),
    [LIMITS.loginAddress, [address]],
    [LIMITS.loginAddressDaily, [address]],
  ];
  for (const [limit, parts] of checks) {
    const { key, result } = await count(limit, ...parts);
    if (!result.allowed) {
      app.metrics.loginsThrottled.inc();
      throw lockout(result.retryAfter);
    }
    counted.push(key);
  }
  return counted;
}

/** The answer to resend-verification takes at least this long, whether a mail is queued or not. */
const RESEND_MIN_MS = 100;

/**
 * Registration, login and logout (Laravel Breeze's API controllers) and e-mail verification
 * (the signed link, the SPA's polling and the resend button).
 */
export default async function authRoutes(app: FastifyInstance) {
  prunePendingAccounts(app);

  /**
   * POST /register: creates the account (or replaces a never-verified one's name and password),
   * e-mails the link, remembers the address in the session. 204. Throttled per address with
   * ceilings a lecture hall fits, and per e-mail (decision 017).
   */
  route(app, contracts.auth.register, async (request, reply) => {
    const input = request.body;
    await consume(app, [
      ...registerAddressLimits(app.config.registerLimitPerIp).map((limit): [Limit, string[]] => [limit, [clientAddress(request)]]),
      [LIMITS.registerEmail, [input.email]],
    ]);
    const existing = await findUserByEmail(app.db, input.email);
    if (existing?.email_verified_at) throw fieldError('email', 'auth.email_taken');
    const passwordHash = await hashPassword(input.password, clientAddress(request));
    let user;
    try {
      user = await app.db.transaction().execute(async (trx) => {
        const saved = existing
          ? await replacePendingUser(trx, Number(existing.id), { name: input.name, passwordHash })
          : await createUser(trx, { name: input.name, email: input.email, passwordHash, locale: requestLocale(request) });
        if (!saved) throw new EmailTakenError(); // verified meanwhile
        await queueVerificationEmail(app, saved, trx);
        return saved;
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw fieldError('email', 'auth.email_taken');
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

  /**
   * POST /login: 204 and a fresh session; 422 on bad credentials; 403 while unverified; 429
   * when throttled. Every limit counts the attempt atomically BEFORE the password is checked,
   * so parallel guesses cannot slip past it; a success gives the counts back.
   *
   * OWASP's device cookies (decision 073): a browser that signed in to this account before is a
   * trusted client; the account's lockouts, which strangers fill, do not hold it, and its own
   * failures count under its device id (past 5 in 10 minutes it is an untrusted client again).
   * Everyone else meets the account's lockouts (5 a minute per address, 100 an hour from all).
   * The address ceilings (spraying across accounts) hold every client.
   */
  route(app, contracts.auth.login, async (request, reply) => {
    const input = request.body;
    const address = clientAddress(request);
    const counted = await countLoginAttempt(app, input.email, address, app.deviceCookies.trustedDevice(request, input.email));

    const user = await findUserByEmail(app.db, input.email);
    // Without a user this still verifies against a dummy hash: same time either way. The
    // argon2 queue takes addresses in turn, so a flood from one address waits behind itself.
    const valid = await verifyPassword(user?.password, input.password, address);
    if (!user || !valid) {
      app.metrics.loginsRefused.inc();
      throw fieldError('email', 'auth.failed');
    }

    // The right password: this attempt was no failure. The account's own count starts over
    // (as Breeze clears its pair); the ceilings get this attempt back.
    const [ownKey, ...ceilings] = counted;
    await app.limiter.clear(ownKey!);
    for (const key of ceilings) await app.limiter.release(key);
    // Disabled by an admin (decision 011): said only to someone who knows the password.
    if (user.disabled_at) throw forbidden('auth.disabled');
    if (!user.email_verified_at) throw forbidden('auth.login_unverified');

    request.session.regenerate();
    request.session.set('userId', Number(user.id));
    // A login is a password confirmation (Laravel's password.confirm, decision 073).
    request.session.set('passwordConfirmedAt', Date.now());
    app.deviceCookies.remember(request, reply, user.email);
    await claimGuestOrders(app, request, Number(user.id));
    return reply.status(204).send();
  });

  /** POST /logout: ends the session in the store and starts a new anonymous one. 204; 401 when signed out. */
  route(app, contracts.auth.logout, async (request, reply) => {
    request.session.invalidate();
    return reply.status(204).send();
  });

  /**
   * GET /email/verify/:id/:hash?expires=..&signature=..: the link from the e-mail. Needs no
   * session (it may be opened in another browser). Valid: marks the address verified (again
   * is fine) and redirects to APP_URL/?verified=1. Otherwise a small page, never a crash.
   */
  route(app, contracts.auth.verifyEmail, async (request, reply) => {
    const { id, hash } = request.params;
    const invalid = () =>
      linkPage(
        reply,
        403,
        'This verification link is invalid',
        'The link is incomplete or was changed. Open the link from the most recent e-mail, or request a new one from the sign-up page.',
        app.config.appUrl,
      );
    if (!/^\d{1,12}$/.test(id) || !/^[0-9a-f]{40}$/.test(hash)) return invalid();
    const check = checkSignedPath(app.config.sessionSecret, `/email/verify/${id}/${hash}`, request.query);
    if (check === 'invalid') return invalid();
    const user = await findUserById(app.db, Number(id));
    if (!user || !emailHashMatches(user.email, hash)) return invalid();
    if (check === 'expired') {
      if (user.email_verified_at) return redirectVerified(reply, app.config.appUrl);
      return linkPage(
        reply,
        410,
        'This verification link has expired',
        'Verification links are valid for 60 minutes. Request a new one with the Resend Verification Email button on the sign-up page.',
        app.config.appUrl,
      );
    }
    if (await markEmailVerified(app.db, Number(user.id))) {
      // Whoever holds the mailbox now owns the account: no other session stays signed in.
      await app.sessionStore.destroyForUser(Number(user.id));
      request.log.info({ userId: Number(user.id) }, 'email verified');
    }
    return redirectVerified(reply, app.config.appUrl);
  });

  /**
   * "This was not me" (decision 073): the verification e-mail reaches whoever owns the address,
   * who may never have signed up. Its signed link opens a page (GET: a link scanner opening it
   * removes nothing) whose button posts the form back; only then is the pending account removed,
   * if its address is still unverified. The form carries the session's CSRF token as `_token`.
   */
  await app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    route(forms, contracts.auth.notMePage, async (request, reply) => {
      const state = await notMeState(app, request.params, request.query);
      const locale = requestLocale(request);
      if (state.kind !== 'pending') return notMeAnswer(reply, locale, state, app.config.appUrl);
      const t = messagesFor(locale).pages.notMe;
      const form = `<form method="post" action="${escapeHtml(request.url)}"><input type="hidden" name="_token" value="${escapeHtml(request.session.csrfToken)}"><button type="submit">${escapeHtml(t.confirmButton)}</button></form>`;
      return serverPage(
        reply,
        locale,
        200,
        t.confirmTitle,
        format(t.confirmText, { brand: 'Darsak', email: state.user.email }),
        app.config.appUrl,
        form,
      );
    });

    route(forms, contracts.auth.notMe, async (request, reply) => {
      const state = await notMeState(app, request.params, request.query);
      const locale = requestLocale(request);
      if (state.kind !== 'pending') return notMeAnswer(reply, locale, state, app.config.appUrl);
      // deleteAccount removes the row only while it exists; a verification that won the race keeps it.
      const verifiedMeanwhile = (await findUserById(app.db, Number(state.user.id)))?.email_verified_at;
      if (verifiedMeanwhile) return notMeAnswer(reply, locale, { kind: 'verified', user: state.user }, app.config.appUrl);
      await deleteAccount(app.db, Number(state.user.id));
      await app.sessionStore.destroyForUser(Number(state.user.id));
      request.log.info({ userId: Number(state.user.id) }, 'pending account removed from its address ("This was not me")');
      const t = messagesFor(locale).pages.notMe;
      return serverPage(
        reply,
        locale,
        200,
        t.removedTitle,
        format(t.removedText, { brand: 'Darsak', email: state.user.email }),
        app.config.appUrl,
      );
    });
  });

  /**
   * POST /api/check-email-verified {email}: {"verified": true} only for this session's own
   * address (the one it registered, or its signed-in user's) once verified; false for any
   * other address, so the answer tells nothing about other accounts.
   */
  route(app, contracts.auth.checkEmailVerified, async (request) => {
    const { email } = request.body;
    await consume(app, [[LIMITS.checkVerifiedAddress, [clientAddress(request)]]]);
    const session = request.session;
    let own = session.data.registeredEmail === email;
    if (!own && session.userId) own = (await findUserById(app.db, session.userId))?.email === email;
    if (!own) return { verified: false };
    const user = await findUserByEmail(app.db, email);
    return { verified: Boolean(user?.email_verified_at) };
  });

  /** POST /api/resend-verification {email}: always the same 202; a new link only for an unverified account. */
  route(app, contracts.auth.resendVerification, async (request, reply) => {
    const { email } = request.body;
    await consume(app, [
      [LIMITS.resendPair, [email, clientAddress(request)]],
      [LIMITS.resendEmail, [email]],
    ]);
    await timebox(RESEND_MIN_MS, async () => {
      const user = await findUserByEmail(app.db, email);
      if (user && !user.email_verified_at) await queueVerificationEmail(app, user);
    });
    return reply.status(202).send({ message: AUTH_MESSAGES.verificationResent });
  });
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

type NotMeState = { kind: 'invalid' | 'expired' | 'gone' } | { kind: 'verified' | 'pending'; user: User };

/** What a "This was not me" link names: a pending account, one already verified, none, or a bad or old link. */
async function notMeState(app: FastifyInstance, params: { id: string; hash: string }, query: Record<string, unknown>): Promise<NotMeState> {
  const { id, hash } = params;
  if (!/^\d{1,12}$/.test(id) || !/^[0-9a-f]{40}$/.test(hash)) return { kind: 'invalid' };
  const check = checkSignedPath(app.config.sessionSecret, `/email/not-me/${id}/${hash}`, query);
  if (check !== 'valid') return { kind: check };
  const user = await findUserById(app.db, Number(id));
  if (!user || !emailHashMatches(user.email, hash)) return { kind: 'gone' };
  return { kind: user.email_verified_at ? 'verified' : 'pending', user };
}

/** The page for every state but a pending account. */
function notMeAnswer(reply: FastifyReply, locale: Locale, state: Exclude<NotMeState, { kind: 'pending' }>, appUrl: string) {
  const t = messagesFor(locale).pages.notMe;
  switch (state.kind) {
    case 'invalid':
      return serverPage(reply, locale, 403, t.invalidTitle, t.invalidText, appUrl);
    case 'expired':
      return serverPage(reply, locale, 410, t.expiredTitle, t.expiredText, appUrl);
    case 'gone':
      return serverPage(reply, locale, 200, t.goneTitle, t.goneText, appUrl);
    case 'verified':
      return serverPage(reply, locale, 200, t.verifiedTitle, format(t.verifiedText, { email: state.user.email }), appUrl);
  }
}

/** The pages' only style, allowed by its hash: no script, no other source, forms back to this server only. */
const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 24px;color:#1d2433}a{color:#1f4fd1}button{font:inherit;padding:10px 20px;border-radius:6px;border:0;background:#b42318;color:#fff;cursor:pointer}';
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A small, self-contained page in the reader's language (no script: the page's policy allows none). */
function serverPage(reply: FastifyReply, locale: Locale, status: number, title: string, text: string, appUrl: string, extra = '') {
  const home = messagesFor(locale).pages.notMe.home;
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Darsak</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p><strong>Darsak</strong></p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${extra}
<p><a href="${escapeHtml(appUrl)}/">${escapeHtml(home)}</a></p>
</main>
</body>
</html>
`;
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}
