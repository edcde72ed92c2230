import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../db/schema.ts';
import { boundedMemo } from '../../lib/http/bounded-memo.ts';
import type { SessionData, SessionStore, StoredSession } from './store.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Saves an unchanged session at most this often, to slide its expiry without a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;
/** Expired sessions are deleted about this often (database store), at a random phase per instance. */
export const PRUNE_INTERVAL_MS = 15 * 60_000;

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * A request's server-side session, Laravel style: created on demand, kept in the store under
 * an HMAC of the cookie value, with a CSRF token that the XSRF-TOKEN cookie mirrors.
 */
export class Session {
  #token: string | null;
  #data: SessionData | null;
  #dirty = false;
  #previousKeys: string[] = [];
  readonly #expiresAt: number;
  readonly #activeUser: User | null | undefined;

  constructor(token: string | null, data: SessionData | null, expiresAt: number, activeUser?: User | null) {
    this.#token = token;
    // A copy: the store may share (and freeze) the data it read among requests.
    this.#data = data && { ...data };
    this.#expiresAt = expiresAt;
    this.#activeUser = activeUser;
  }

  /**
   * The signed-in user as the store read it with the session (null: disabled or gone), or
   * undefined when it was not read or the session changed since (login, logout): then ask the database.
   */
  get activeUser(): User | null | undefined {
    return this.#dirty ? undefined : this.#activeUser;
  }

  get exists() {
    return this.#data !== null;
  }
  get token() {
    return this.#token;
  }
  get dirty() {
    return this.#dirty;
  }
  get previousTokens() {
    return this.#previousKeys;
  }
  /** When the stored session expires (ms), as loaded; 0 for a new one. */
  get expiresAt() {
    return this.#expiresAt;
  }

  /** The data, starting a new session if there is none yet. */
  get data(): SessionData {
    if (!this.#data) {
      this.#token = randomToken();
      this.#data = { csrf: randomToken(), startedAt: Date.now() };
      this.#dirty = true;
    }
    return this.#data;
  }

  get csrfToken(): string {
    return this.data.csrf;
  }

  get userId(): number | undefined {
    return this.#data?.userId;
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]) {
    this.data[key] = value;
    this.#dirty = true;
  }

  unset(...keys: Array<Exclude<keyof SessionData, 'csrf'>>) {
    for (const key of keys) {
      if (this.#data && key in this.#data) {
        delete this.#data[key];
        this.#dirty = true;
      }
    }
  }

  /**
   * New id and CSRF token (login, registration): defeats session fixation. The absolute lifetime
   * starts again: a sign-in is a new session.
   */
  regenerate() {
    const data = this.data;
    if (this.#token) this.#previousKeys.push(this.#token);
    this.#token = randomToken();
    data.csrf = randomToken();
    data.startedAt = Date.now();
    this.#dirty = true;
  }

  /** Empties the session and regenerates it (logout). */
  invalidate() {
    if (this.#token) this.#previousKeys.push(this.#token);
    this.#token = randomToken();
    this.#data = { csrf: randomToken(), startedAt: Date.now() };
    this.#dirty = true;
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    session: Session;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /** false: the route never uses the session, which is then not loaded even with a cookie. */
    session?: boolean;
  }
}

export type SessionPluginOptions = {
  store: SessionStore;
  secret: string;
  /** The sliding lifetime: idle this long, a session ends. */
  lifetimeMs: number;
  /** The absolute lifetime: this long after it started, a session ends however active (SESSION_MAX_DAYS). */
  maxAgeMs: number;
  secureCookies: boolean;
  /** The session cookie's name and Domain (config.sessionCookie); XSRF-TOKEN shares the Domain. */
  cookie: { name: string; domain: string | undefined };
};

/**
 * Loads the session only when the request carries a session cookie, and writes it only when it
 * changed or its last save is over TOUCH_INTERVAL_MS old (sliding expiry, decision 004): a
 * request without the cookie to a route that needs no session (tutors, pages, static files)
 * costs no store round trip and sets no cookie.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { store, secret, lifetimeMs, maxAgeMs, secureCookies, cookie }) => {
    // The secret as a key object made once: the same HMAC (the secret's UTF-8 bytes) without
    // turning the string into a key on every request.
    const hmacKey = createSecretKey(Buffer.from(secret, 'utf8'));
    const storeKey = (token: string) => createHmac('sha256', hmacKey).update(token).digest('hex');
    /** The stored session under `key`: synchronously when the store can (getNow), else its promise. */
    const read = (key: string): StoredSession | null | Promise<StoredSession | null> => {
      const now = store.getNow?.(key);
      return now === undefined ? store.get(key) : now;
    };
    /** When a session ends: idle for lifetimeMs from now, but never past maxAgeMs after it started. */
    const expiryOf = (data: SessionData, now: number) => Math.min(now + lifetimeMs, (data.startedAt ?? now) + maxAgeMs);
    /** Past its absolute lifetime (decision 073): over, whatever its sliding expiry says. */
    const tooOld = (stored: StoredSession, now: number) => stored.data.startedAt !== undefined && stored.data.startedAt + maxAgeMs <= now;
    /**
     * Saved long enough ago that saving now moves its expiry by more than TOUCH_INTERVAL_MS (sliding,
     * at most one write a minute), or saved before its start was kept.
     */
    const needsSave = (data: SessionData, expiresAt: number, now: number) =>
      data.startedAt === undefined || expiryOf(data, now) - expiresAt > TOUCH_INTERVAL_MS;

    app.decorate('sessionStore', store);
    app.decorate('sessionKey', storeKey);
    app.decorateRequest('session', null as unknown as Session);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      // Public reads marked { config: { session: false } } never look at the session: a signed-in
      // browser's cookie costs them no HMAC and no store read (decision 039).
      if (request.routeOptions.config.session === false) {
        request.session = new Session(null, null, 0);
        return;
      }
      const token = request.cookies[cookie.name];
      let stored = token && /^[\w-]{43}$/.test(token) ? await read(storeKey(token)) : null;
      if (stored && tooOld(stored, Date.now())) {
        await store.destroy(storeKey(token!));
        stored = null;
      }
      request.session = stored ? new Session(token!, stored.data, stored.expiresAt, stored.activeUser) : new Session(null, null, 0);
    });

    // The fast lane's read (decision 042): the stored session a Cookie header names, only when a
    // request with it would change nothing (it exists, has not expired, needs no sliding save);
    // undefined leaves the request to the hooks above and below, which do the rest. Synchronous
    // when the store reads synchronously (decision 054): no promise per request.
    const unchanged = (stored: StoredSession | null) => {
      if (!stored) return undefined;
      const now = Date.now();
      return tooOld(stored, now) || needsSave(stored.data, stored.expiresAt, now) ? undefined : stored;
    };
    // A Cookie header's store key (null: no well-formed session cookie in it), remembered for the
    // most recent headers (decision 064): a browser sends the same header on every request, and
    // parsing it and the HMAC were a sixth of a signed-in read's CPU. It depends only on the header
    // and the secret; the session itself is read from the store on every request, as before.
    const keyOfCookieHeader = boundedMemo(
      (header) => {
        const token = app.parseCookie(header)[cookie.name];
        return token && /^[\w-]{43}$/.test(token) ? storeKey(token) : null;
      },
      { entries: 1024, maxKeyLength: 4096 },
    );
    app.decorate('unchangedSession', (cookieHeader: string | undefined) => {
      const key = cookieHeader ? keyOfCookieHeader(cookieHeader) : null;
      if (!key) return undefined;
      const stored = read(key);
      return stored instanceof Promise ? stored.then(unchanged) : unchanged(stored);
    });

    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: secureCookies, domain: cookie.domain };

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.session;
      if (!session?.exists || !session.token) return;
      // A server-side failure (the store may be what failed: a 503 during an outage) keeps the
      // stored session as it was; saving again would only fail again past the error handler.
      if (reply.statusCode >= 500) return;
      for (const old of session.previousTokens) await store.destroy(storeKey(old));
      const now = Date.now();
      const data = session.data;
      // Saved over a minute ago: slide the expiry (and the cookies' Max-Age) to a full lifetime,
      // never past the absolute one.
      if (session.dirty || needsSave(data, session.expiresAt, now)) {
        data.startedAt ??= now;
        const expiresAt = expiryOf(data, now);
        await store.save(storeKey(session.token), data, {
          userId: session.userId ?? null,
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          expiresAt,
        });
        const maxAge = Math.max(1, Math.floor((expiresAt - now) / 1000));
        reply.setCookie(cookie.name, session.token, { ...cookieOptions, httpOnly: true, maxAge });
        // Readable by the SPA, which echoes it in X-XSRF-TOKEN (Sanctum's scheme).
        reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions, httpOnly: false, maxAge });
      }
    });

    // Expired rows of the database store: one idempotent DELETE at a random phase per instance,
    // so several instances neither collide nor all prune at once.
    let timer: NodeJS.Timeout | undefined;
    const prune = () => {
      store
        .prune()
        .then((count) => count > 0 && app.log.debug({ count }, 'pruned expired sessions'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed'));
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(function tick() {
        prune();
        timer = setTimeout(tick, PRUNE_INTERVAL_MS).unref();
      }, Math.random() * PRUNE_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    sessionStore: SessionStore;
    sessionKey: (token: string) => string;
    unchangedSession: (cookieHeader: string | undefined) => StoredSession | undefined | Promise<StoredSession | undefined>;
  }
}
