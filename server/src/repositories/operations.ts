import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** The mail outbox at a glance (metrics, the System screen): queued, the oldest queued, failed. */
export async function outboxTotals(db: Db): Promise<{ queued: number; oldestQueuedAt: string | null; failed: number }> {
  const [queued, failed] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'failed')
      .executeTakeFirst(),
  ]);
  return { queued: Number(queued?.n ?? 0), oldestQueuedAt: queued?.oldest ?? null, failed: Number(failed?.n ?? 0) };
}

/** The database's own version line (the System screen). */
export async function databaseVersion(db: Db, postgres: boolean): Promise<string> {
  const row = postgres
    ? (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]
    : (await sql<{ v: string }>`select 'SQLite ' || sqlite_version() as v`.execute(db)).rows[0];
  return row?.v ?? 'unknown';
}

/** How many accounts the database holds (restore refuses a database with any). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
