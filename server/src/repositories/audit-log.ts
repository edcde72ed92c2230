import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { AuditLogTable } from '../db/schema.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** Who did it: a signed-in admin, or the command line. */
export type AuditActor = { id: number; email: string } | 'cli';

export type AuditEntry = {
  actor: AuditActor;
  action: string; // e.g. 'order.mark_paid'
  targetType: 'order' | 'application' | 'rating' | 'user' | 'course' | 'category' | 'tutor' | 'booking';
  targetId: string | number;
  details?: Record<string, unknown>;
};

/**
 * The fields a write changed, with their values before and after (the audit's details of a
 * catalogue write, decision 071); `ignore` names fields that follow from others (timestamps,
 * names shown beside ids).
 */
export function changedFields(
  before: object,
  after: object,
  ignore: readonly string[] = ['updated_at', 'created_at'],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    out.before[key] = b[key] ?? null;
    out.after[key] = a[key] ?? null;
  }
  return out;
}

/** Records an admin write; pass the write's transaction, so both happen or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor === 'cli' ? null : entry.actor.id,
      actor: entry.actor === 'cli' ? 'cli' : entry.actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}

/** A page of the log, newest first, and the total. */
export async function listAudit(db: Db, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const { count } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}
