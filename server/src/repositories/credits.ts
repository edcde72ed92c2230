import type { Insertable, Selectable } from 'kysely';
import { nowIso, type Db } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';
import type { CreditEntriesTable, CreditEntryKind, TutorPackagesTable } from '../db/schema.ts';

/**
 * Tutors' packages and the ledger of hours of credit (decision 086). The ledger is appended to,
 * never updated; a balance is the sum of a user's entries with a tutor, in minutes.
 */

export type TutorPackageRow = Selectable<TutorPackagesTable>;
export type CreditEntryRow = Selectable<CreditEntriesTable>;

// ---- packages ------------------------------------------------------------------------------------

/** A tutor's packages, by hours (archived ones too unless `onSale`). */
export function listTutorPackages(db: Db, tutorId: number, options: { onSale?: boolean } = {}): Promise<TutorPackageRow[]> {
  return db
    .selectFrom('tutor_packages')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .$if(Boolean(options.onSale), (qb) => qb.where('archived_at', 'is', null))
    .orderBy('hours')
    .orderBy('id')
    .execute();
}

export const findTutorPackage = (db: Db, tutorId: number, id: number): Promise<TutorPackageRow | undefined> =>
  db.selectFrom('tutor_packages').selectAll().where('tutor_id', '=', tutorId).where('id', '=', id).executeTakeFirst();

/** A package on sale, by id alone (POST /api/orders), with its tutor's name if the tutor is public. */
export const findPackageOnSale = (db: Db, id: number) =>
  db
    .selectFrom('tutor_packages')
    .innerJoin('tutors', 'tutors.id', 'tutor_packages.tutor_id')
    .selectAll('tutor_packages')
    .select(['tutors.name as tutor_name'])
    .where('tutor_packages.id', '=', id)
    .where('tutor_packages.archived_at', 'is', null)
    .where('tutors.status', '=', 'published')
    .where('tutors.archived_at', 'is', null)
    .executeTakeFirst();

export const insertTutorPackage = (db: Db, values: Insertable<TutorPackagesTable>) =>
  db.insertInto('tutor_packages').values(values).returningAll().executeTakeFirstOrThrow();

export const updateTutorPackageRow = (
  db: Db,
  id: number,
  set: Partial<Pick<TutorPackageRow, 'price_cents' | 'archived_at' | 'updated_at'>>,
): Promise<TutorPackageRow | undefined> => db.updateTable('tutor_packages').set(set).where('id', '=', id).returningAll().executeTakeFirst();

// ---- the ledger ------------------------------------------------------------------------------------

/**
 * Holds the user's account row until the transaction ends (PostgreSQL): two spends of one user's
 * credit are then written one after the other, and the second reads the first's entry. SQLite
 * runs one write transaction at a time already (transactions begin IMMEDIATE, decision 002).
 */
export async function lockCreditAccount(db: Db, userId: number): Promise<void> {
  if (isPostgres(db as never)) await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The user's balance with a tutor, in minutes. */
export async function creditBalance(db: Db, userId: number, tutorId: number): Promise<number> {
  const row = await db
    .selectFrom('credit_entries')
    .select((eb) => eb.fn.sum<number | string | null>('minutes').as('minutes'))
    .where('user_id', '=', userId)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
  return Number(row?.minutes ?? 0);
}

/** The user's balances with every tutor where some hours are left, by tutor name. */
export async function creditBalancesOfUser(
  db: Db,
  userId: number,
): Promise<Array<{ tutor_id: number; tutor_name: string; tutor_translations: string; minutes: number }>> {
  const rows = await db
    .selectFrom('credit_entries')
    .innerJoin('tutors', 'tutors.id', 'credit_entries.tutor_id')
    .select((eb) => [
      'credit_entries.tutor_id',
      'tutors.name as tutor_name',
      'tutors.translations as tutor_translations',
      eb.fn.sum<number | string>('credit_entries.minutes').as('minutes'),
    ])
    .where('credit_entries.user_id', '=', userId)
    .groupBy(['credit_entries.tutor_id', 'tutors.name', 'tutors.translations'])
    .orderBy('tutors.name')
    .execute();
  return rows.map((r) => ({ ...r, tutor_id: Number(r.tutor_id), minutes: Number(r.minutes) })).filter((r) => r.minutes > 0);
}

export type NewCreditEntry = {
  userId: number;
  tutorId: number;
  kind: CreditEntryKind;
  minutes: number;
  orderItemId?: number | null;
  bookingId?: number | null;
  at?: string;
};

/**
 * Appends an entry. Each fact is written once by the step that changes its row (the order's paid
 * or refunded transition, the booking's cancel): the unique indexes (one entry of a kind per order
 * item and per booking) make a second write fail rather than count twice.
 */
export async function insertCreditEntry(db: Db, entry: NewCreditEntry): Promise<void> {
  await db
    .insertInto('credit_entries')
    .values({
      user_id: entry.userId,
      tutor_id: entry.tutorId,
      kind: entry.kind,
      minutes: entry.minutes,
      order_item_id: entry.orderItemId ?? null,
      booking_id: entry.bookingId ?? null,
      created_at: entry.at ?? nowIso(),
    })
    .execute();
}

/** The entries that name a booking (its spend, its return). */
export const creditEntriesOfBooking = (db: Db, bookingId: number): Promise<CreditEntryRow[]> =>
  db.selectFrom('credit_entries').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();

/** The package items of an order with their package's tutor and hours. */
export const packageItemsOfOrder = (db: Db, orderId: number) =>
  db
    .selectFrom('order_items')
    .innerJoin('tutor_packages', 'tutor_packages.id', 'order_items.package_id')
    .select(['order_items.id as item_id', 'tutor_packages.tutor_id', 'tutor_packages.hours'])
    .where('order_items.order_id', '=', orderId)
    .where('order_items.kind', '=', 'package')
    .orderBy('order_items.id')
    .execute();

/** The entries that name an order item (its purchase, its refund). */
export const creditEntriesOfItem = (db: Db, orderItemId: number): Promise<CreditEntryRow[]> =>
  db.selectFrom('credit_entries').selectAll().where('order_item_id', '=', orderItemId).orderBy('id').execute();
