import { sql } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { containsPattern } from '../lib/http/pagination.ts';

/** Accounts for the back office, newest first; q matches the name or the e-mail. */
export async function listUsersForAdmin(
  db: Db,
  filter: { q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: User[]; total: number }> {
  const base = db.selectFrom('users').$if(filter.q !== undefined, (qb) => {
    const pattern = containsPattern(filter.q!);
    return qb.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(${sql.ref('users.name')})`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  });
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Disables or enables an account, only if it is not already so. Answers the row, or undefined. */
export const setUserDisabled = (db: Db, id: number, disabled: boolean) => {
  const now = nowIso();
  return db
    .updateTable('users')
    .set({ disabled_at: disabled ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('disabled_at', disabled ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
};
