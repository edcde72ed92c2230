import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * The dashboard's "paid this month" as a kept total (decision 087, amended): `paid_order_months`
 * holds, per UTC month of paid_at ('YYYY-MM'), the number and the total of the orders whose
 * status is 'paid', so the figure is one row by its primary key instead of an index-only read of
 * every order paid this month (32,000 at country scale).
 *
 * Kept by triggers on orders, not by the code that writes them: a dozen statements move orders
 * in and out of 'paid' (a payment, a credit booking, a refund, an account's deletion, the seeds),
 * and during a rolling deploy the previous release writes orders against this schema without
 * knowing the table (decision 082); a trigger counts every one of them. A trigger touches the
 * month's row only when what it counts changes (an order entering or leaving 'paid', its paid_at
 * or total changing), so holds, expiries and cancellations of unpaid orders never wait on it.
 * The row is written with an upsert that adds, so two payments at once both count (the second
 * waits for the first's row), as report_totals does. Expand only; filled here from the orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('paid_order_months')
    .addColumn('month', 'varchar(7)', (c) => c.primaryKey()) // YYYY-MM of paid_at (UTC)
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    insert into paid_order_months (month, orders, total_cents)
    select substr(paid_at, 1, 7), count(*), coalesce(sum(total_cents), 0)
    from orders where status = 'paid' and paid_at is not null
    group by substr(paid_at, 1, 7)`.execute(db);
  if (isPostgres(db)) await keepOnPostgres(db);
  else await keepOnSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists orders_paid_months on orders`.execute(db);
    await sql`drop function if exists keep_paid_order_months()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`orders_paid_months_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('paid_order_months').execute();
}

/** Adds (n, cents) to the month of `paidAt`: the one upsert both databases' triggers run. */
const add = (paidAt: string, n: number, cents: string) => `
  insert into paid_order_months (month, orders, total_cents)
  select substr(${paidAt}, 1, 7), ${n}, ${cents}
  where true
  on conflict (month) do update set
    orders = paid_order_months.orders + excluded.orders,
    total_cents = paid_order_months.total_cents + excluded.total_cents;`;

/** Whether a row of `row` (old or new) counts: paid, with its paid_at. */
const counts = (row: 'old' | 'new') => `${row}.status = 'paid' and ${row}.paid_at is not null`;

/** Whether an update changes what the table counts of the order; `differs` is the dialect's null-safe "<>". */
const changes = (differs: string) => `(${counts('old')}) ${differs} (${counts('new')})
  or ((${counts('new')}) and (old.paid_at ${differs} new.paid_at or old.total_cents ${differs} new.total_cents))`;

async function keepOnPostgres(db: Kysely<unknown>) {
  await sql
    .raw(
      `create or replace function keep_paid_order_months() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if not (${changes('is distinct from')}) then return null; end if;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          if ${counts('old')} then ${add('old.paid_at', -1, '-old.total_cents')} end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          if ${counts('new')} then ${add('new.paid_at', 1, 'new.total_cents')} end if;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`
    create trigger orders_paid_months after insert or update of status, paid_at, total_cents or delete on orders
    for each row execute function keep_paid_order_months()`.execute(db);
}

async function keepOnSqlite(db: Kysely<unknown>) {
  await sql
    .raw(
      `create trigger orders_paid_months_insert after insert on orders when ${counts('new')}
      begin ${add('new.paid_at', 1, 'new.total_cents')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger orders_paid_months_update after update of status, paid_at, total_cents on orders when ${changes('is not')}
      begin
        ${add('old.paid_at', -1, '-old.total_cents').replace('where true', `where ${counts('old')}`)}
        ${add('new.paid_at', 1, 'new.total_cents').replace('where true', `where ${counts('new')}`)}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger orders_paid_months_delete after delete on orders when ${counts('old')}
      begin ${add('old.paid_at', -1, '-old.total_cents')} end`,
    )
    .execute(db);
}
