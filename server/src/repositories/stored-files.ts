import type { Db } from '../db/index.ts';
import { nowIso } from '../db/index.ts';

/** The database file store (decision 080): one row per file, its bytes in `content`. */
const asBuffer = (content: Uint8Array) =>
  Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);

export async function insertStoredFile(db: Db, key: string, bytes: Buffer): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({ key, content: bytes, size: bytes.length, created_at: nowIso() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ content: bytes, size: bytes.length }))
    .execute();
}

export async function readStoredFile(db: Db, key: string): Promise<Buffer | null> {
  const row = await db.selectFrom('stored_files').select('content').where('key', '=', key).executeTakeFirst();
  return row ? asBuffer(row.content) : null;
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.deleteFrom('stored_files').where('key', '=', key).execute();
}

/** Keys in order, a page at a time after `after` (backups and storage:migrate walk them all). */
export async function storedFileKeys(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_files')
    .select('key')
    .$if(after !== null, (qb) => qb.where('key', '>', after!))
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((r) => r.key);
}

/** How many files and bytes the store holds (the System screen). */
export async function storedFileTotals(db: Db): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('files'),
      eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'),
    ])
    .executeTakeFirst();
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
