import type { User } from '../../db/schema.ts';

/** What a session holds server-side. */
export type SessionData = {
  csrf: string;
  /**
   * When this session started (ms): made, or signed in (a login regenerates it). It ends
   * SESSION_MAX_DAYS after that however active it stays; the sliding lifetime ends it sooner when
   * idle (decision 073). Sessions saved before it was kept get it at their next save.
   */
  startedAt?: number;
  userId?: number;
  /**
   * When the password was last confirmed in this session (ms): a login, or POST
   * /user/confirm-password. Changing the password and deleting the account need it within
   * PASSWORD_TIMEOUT (Laravel's password.confirm, decision 073).
   */
  passwordConfirmedAt?: number;
  /** The e-mail this session registered (check-email-verified answers only for it). */
  registeredEmail?: string;
  /** The e-mail whose reset code this session verified (reset-password requires it). */
  resetVerifiedEmail?: string;
  /** When that code was verified (ms): the permission lasts as long as a code would. */
  resetVerifiedAt?: number;
  /**
   * A random value naming this browser to the reset codes it asks for (their requester is its
   * SHA-256): verify-code tries only this session's codes (decision 073).
   */
  resetRequester?: string;
  /** A signed-out session's key to the orders it placed (their session_key is its SHA-256). */
  orderKey?: string;
};

/**
 * expiresAt: ms since epoch; the plugin re-saves (slides) a session whose last save is over a minute old.
 * activeUser: the signed-in user, when the store reads it in the same query as the session (the
 * database store joins it, decision 042): null when that account is disabled or gone; undefined
 * when not read (the Redis store, a signed-out session), and then it is read on its own.
 */
export type StoredSession = { data: SessionData; userId: number | null; expiresAt: number; activeUser?: User | null };

export type SessionMeta = { userId: number | null; ip: string | null; userAgent: string | null; expiresAt: number };

/** Server-side session storage: the database by default, Redis when REDIS_URL is set. */
export type SessionStore = {
  get(key: string): Promise<StoredSession | null>;
  /**
   * The same read synchronously, when the store can answer without waiting (the database store
   * on SQLite outside a transaction); undefined when it cannot, and then `get` reads it.
   */
  getNow?(key: string): StoredSession | null | undefined;
  save(key: string, data: SessionData, meta: SessionMeta): Promise<void>;
  destroy(key: string): Promise<void>;
  /** Ends every session of the user except `exceptKey` (password change, account deletion). */
  destroyForUser(userId: number, exceptKey?: string): Promise<void>;
  /** Removes expired sessions; answers how many (the database store; Redis expires keys itself: 0). */
  prune(): Promise<number>;
};
