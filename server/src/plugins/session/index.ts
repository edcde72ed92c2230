import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionData, SessionStore } from './store.ts';

export const SESSION_COOKIE = 'darsak_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Saves an unchanged session at most this often, to slide its expiry without a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

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
  #loadedAt = 0;

  constructor(token: string | null, data: SessionData | null, loadedAt: number) {
    this.#token = token;
    this.#data = data;
    this.#loadedAt = loadedAt;
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
  get lastSavedAt() {
    return this.#loadedAt;
  }

  /** The data, starting a new session if there is none yet. */
  get data(): SessionData {
    if (!this.#data) {
      this.#token = randomToken();
      this.#data = { csrf: randomToken() };
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

  /** New id and CSRF token (login, registration): defeats session fixation. */
  regenerate() {
    const data = this.data;
    if (this.#token) this.#previousKeys.push(this.#token);
    this.#token = randomToken();
    data.csrf = randomToken();
    this.#dirty = true;
  }

  /** Empties the session and regenerates it (logout). */
  invalidate() {
    if (this.#token) this.#previousKeys.push(this.#token);
    this.#token = randomToken();
    this.#data = { csrf: randomToken() };
    this.#dirty = true;
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    session: Session;
  }
}

export type SessionPluginOptions = {
  store: SessionStore;
  secret: string;
  lifetimeMs: number;
  secureCookies: boolean;
};

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { store, secret, lifetimeMs, secureCookies }) => {
    const storeKey = (token: string) => createHmac('sha256', secret).update(token).digest('hex');

    app.decorate('sessionStore', store);
    app.decorate('sessionKey', storeKey);
    app.decorateRequest('session', null as unknown as Session);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      const stored = token && /^[\w-]{43}$/.test(token) ? await store.get(storeKey(token)) : null;
      request.session = stored ? new Session(token!, stored.data, Date.now()) : new Session(null, null, 0);
    });

    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.session;
      if (!session?.exists || !session.token) return;
      for (const old of session.previousTokens) await store.destroy(storeKey(old));
      const expiresAt = Date.now() + lifetimeMs;
      const stale = Date.now() - session.lastSavedAt > TOUCH_INTERVAL_MS;
      if (session.dirty || stale) {
        await store.save(storeKey(session.token), session.data, {
          userId: session.userId ?? null,
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          expiresAt,
        });
        const maxAge = Math.floor(lifetimeMs / 1000);
        reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, httpOnly: true, maxAge });
        // Readable by the SPA, which echoes it in X-XSRF-TOKEN (Sanctum's scheme).
        reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions, httpOnly: false, maxAge });
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    sessionStore: SessionStore;
    sessionKey: (token: string) => string;
  }
}
