import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { JobRunsTable } from '../db/schema.ts';

export type JobRunRow = Selectable<JobRunsTable>;

/** A scheduled job starts: its row (one per job name) says so, ok null until it ends. */
export async function recordJobStart(db: Db, name: string, instance: string, startedAt = nowIso()): Promise<void> {
  const run = { started_at: startedAt, finished_at: null, ok: null, result: null, error: null, instance };
  await db
    .insertInto('job_runs')
    .values({ name, ...run })
    .onConflict((oc) => oc.column('name').doUpdateSet(run))
    .execute();
}

/** The run that started at `startedAt` ended (a later run by another instance is left alone). */
export async function recordJobEnd(
  db: Db,
  name: string,
  startedAt: string,
  outcome: { ok: boolean; result?: string | null; error?: string | null },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: nowIso(), ok: outcome.ok ? 1 : 0, result: outcome.result ?? null, error: outcome.error ?? null })
    .where('name', '=', name)
    .where('started_at', '=', startedAt)
    .execute();
}

/** Every job's last run, by name. */
export async function listJobRuns(db: Db): Promise<JobRunRow[]> {
  return db.selectFrom('job_runs').selectAll().orderBy('name').execute();
}
