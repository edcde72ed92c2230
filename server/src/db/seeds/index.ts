import type { Db } from '../index.ts';
import { seedDemoUsers } from './users.ts';
import { seedTutors } from './tutors.ts';

/** Demo data for a fresh install (SEED_DEMO_DATA=true); each seeder is idempotent. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedTutors(db);
  await seedDemoUsers(db);
}
