import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** The public catalogue's version (decision 074): one row, read every second by every instance. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** One more version: a single UPDATE, so writes on several instances each count. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db
    .updateTable('catalogue_version')
    .set({ version: sql<number>`version + 1`, changed_at: new Date().toISOString() })
    .where('id', '=', 1)
    .execute();
}
