import type { Db } from '../index.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoUsers } from './users.ts';

/**
 * Seeds the database on start; each seeder is idempotent. The catalogue (courses and tutors) is
 * product content, upserted on every start; the demo account only when asked (SEED_DEMO_DATA).
 */
export async function seedDatabase(db: Db, options: { demoAccount: boolean }): Promise<void> {
  await seedCatalogue(db);
  if (options.demoAccount) await seedDemoUsers(db);
}
