import type { Db } from '../index.ts';
import { seedDemoUsers } from './users.ts';
import { seedTutors } from './tutors.ts';

/**
 * Seeds a fresh database; each seeder is idempotent. The tutors are product content and are
 * always seeded into an empty table; the demo account only when asked (SEED_DEMO_DATA).
 */
export async function seedDatabase(db: Db, options: { demoAccount: boolean }): Promise<void> {
  await seedTutors(db);
  if (options.demoAccount) await seedDemoUsers(db);
}
