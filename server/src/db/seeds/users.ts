import { hashPassword } from '../../lib/security/passwords.ts';
import type { Db } from '../index.ts';
import { nowIso } from '../index.ts';

/** The demo account of a fresh install (README): verified, so it can log in at once. */
export const DEMO_USER = { name: 'Demo Student', email: 'demo@darsak.app', password: 'darsak-demo-2026' } as const;

/** Creates the demo account unless it exists; leaves an existing one (and its password) alone. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_USER.email).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      email_verified_at: now,
      password: await hashPassword(DEMO_USER.password),
      image_path: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
