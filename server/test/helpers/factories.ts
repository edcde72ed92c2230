import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { nowIso } from '../../src/db/index.ts';
import type { User } from '../../src/db/schema.ts';
import type { TestServer } from './app.ts';
import type { TestClient } from './client.ts';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Inserts a user (verified unless told otherwise) and returns the row. */
export async function createUser(
  server: TestServer,
  overrides: Partial<Pick<User, 'name' | 'email' | 'email_verified_at' | 'image_path' | 'locale'>> & { password?: string } = {},
): Promise<User> {
  sequence += 1;
  const now = nowIso();
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  return server.app.db
    .insertInto('users')
    .values({
      name: `Student ${sequence}`,
      email: `student${sequence}-${randomBytes(3).toString('hex')}@example.com`,
      email_verified_at: now,
      image_path: null,
      ...fields,
      password: await hash(password),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Signs the client in as `user` without the login endpoint (Laravel's actingAs): a session
 * is written to the store and its cookies put in the client's jar. Like a login, it counts as a
 * password confirmation made now, unless `passwordConfirmedAt` says otherwise (null: never).
 */
export async function actingAs(
  server: TestServer,
  client: TestClient,
  user: Pick<User, 'id'>,
  options: { passwordConfirmedAt?: number | null } = {},
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const confirmedAt = options.passwordConfirmedAt === undefined ? Date.now() : options.passwordConfirmedAt;
  const data = { csrf, userId: user.id, startedAt: Date.now(), ...(confirmedAt === null ? {} : { passwordConfirmedAt: confirmedAt }) };
  await server.app.sessionStore.save(server.app.sessionKey(token), data, {
    userId: user.id,
    ip: '127.0.0.1',
    userAgent: 'test',
    expiresAt: Date.now() + server.config.sessionLifetimeMs,
  });
  client.cookies.set('darsak_session', token);
  client.cookies.set('XSRF-TOKEN', csrf);
}
