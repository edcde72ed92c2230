import { sql, type Selectable } from 'kysely';
import { containsPattern } from '../lib/http/pagination.ts';
import { nowIso, type Db } from '../db/index.ts';
import type { AuditLogTable } from '../db/schema.ts';
import { cappedTotal, type CappedTotal } from './capped-total.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** Who did it: a signed-in admin, or the command line. */
export type AuditActor = { id: number; email: string } | 'cli';

export type AuditEntry = {
  actor: AuditActor;
  action: string; // e.g. 'order.mark_paid'
  targetType: 'order' | 'application' | 'rating' | 'user' | 'course' | 'category' | 'tutor' | 'booking' | 'lbp_rate' | 'mail';
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

/** Filters of the audit log: who (the actor's e-mail, contains), what (an action, or its resource: 'order'), which target (its id). */
export type AuditFilter = { actor?: string | undefined; action?: string | undefined; target?: string | undefined };

/**
 * A page of the log, newest first, and its total, at most ADMIN_TOTAL_CAP + 1 entries counted
 * (decision 087). Each filter has its index, newest first: the target (target_id, id), the action
 * (action, id; a resource is a prefix of it), the actor (a trigram index of lower(actor) on
 * PostgreSQL); with none, the primary key backwards.
 */
export async function listAudit(
  db: Db,
  page: { limit: number; offset: number },
  filter: AuditFilter = {},
): Promise<{ rows: AuditRow[] } & CappedTotal> {
  const matching = () =>
    db
      .selectFrom('audit_log')
      .$if(filter.actor !== undefined, (qb) =>
        qb.where(sql`lower(${sql.ref('actor')})`, 'like', sql`${containsPattern(filter.actor!)} escape '\\'`),
      )
      .$if(filter.action !== undefined, (qb) =>
        filter.action!.includes('.')
          ? qb.where('action', '=', filter.action!)
          : qb.where('action', 'like', `${filter.action!.replace(/[^a-z_]/g, '')}.%`),
      )
      .$if(filter.target !== undefined, (qb) => qb.where('target_id', '=', filter.target!))
      .orderBy('id', 'desc');
  const rows = await matching().selectAll().limit(page.limit).offset(page.offset).execute();
  const total = await cappedTotal(rows.length, page, async (limit) => {
    const { count } = await db
      .selectFrom(
        matching()
          .select(sql<number>`1`.as('one'))
          .limit(limit)
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return count;
  });
  return { rows, ...total };
}
