import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** The cheapest round trip: the database answers (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
