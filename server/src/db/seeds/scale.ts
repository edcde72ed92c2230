import { ORDER_REFERENCE_ALPHABET } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { isPostgres } from '../migrations/helpers.ts';

/** The country-sized data set of issue 9, at factor 1. */
export const SCALE = { users: 1_000_000, ratingsPerUser: 10, orders: 200_000 } as const;

/** Scale users are recognisable (and never real): student<n>@scale.darsak.test. */
export const SCALE_EMAIL_DOMAIN = 'scale.darsak.test';

/** Rows per INSERT ... SELECT: big enough to be fast, small enough to report progress and keep WAL bounded. */
const CHUNK = 250_000;

/** Course and tutor subjects the scale ratings spread over (ids as the catalogue uses them). */
const COURSE_SUBJECTS = 40;
const TUTOR_SUBJECTS = 6;

export type ScaleReport = { users: number; ratings: number; orders: number; seconds: number };

/** A unique DRS- reference for the n-th scale order: n in base 31 over the references' own alphabet. */
const referenceOf = (n: ReturnType<typeof sql>) => {
  const digit = (power: number) => sql`substr(${ORDER_REFERENCE_ALPHABET}, ((${n} / ${31 ** power}::bigint) % 31)::int + 1, 1)`;
  return sql`'DRS-' || ${digit(5)} || ${digit(4)} || ${digit(3)} || ${digit(2)} || ${digit(1)} || ${digit(0)}`;
};

/**
 * Fills PostgreSQL with `factor` x (1,000,000 users, 10 ratings each). Rows are generated inside
 * the database (INSERT ... SELECT over generate_series), so nothing crosses the wire but the SQL;
 * every user shares one real argon2 hash (`passwordHash`) so that the accounts can sign in.
 * Each user rates 6 courses, 3 tutors and the platform, distinct subjects as the unique key requires.
 * `ratings: false` leaves the ratings out (the users and orders only).
 */
export async function seedScale(
  db: Db,
  options: { factor: number; passwordHash: string; ratings?: boolean; onProgress?: (line: string) => void },
): Promise<ScaleReport> {
  if (!isPostgres(db as never)) throw new Error('the scale seed is for PostgreSQL (DATABASE_URL=postgres://...)');
  const started = Date.now();
  const userCount = Math.max(1, Math.round(SCALE.users * options.factor));
  const say = options.onProgress ?? (() => undefined);
  const now = new Date().toISOString();

  const firstId = await db.transaction().execute(async (trx) => {
    // One seeder at a time; a second run adds nothing.
    await sql`lock table users in share row exclusive mode`.execute(trx);
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', 'like', `%@${SCALE_EMAIL_DOMAIN}`)
      .limit(1)
      .executeTakeFirst();
    if (existing) return null;
    const { rows } = await sql<{ next: string }>`select coalesce(max(id), 0) + 1 as next from users`.execute(trx);
    return Number(rows[0]!.next);
  });
  if (firstId === null) {
    say(`scale users (@${SCALE_EMAIL_DOMAIN}) exist already: nothing to do`);
    return { users: 0, ratings: 0, orders: 0, seconds: 0 };
  }

  for (let from = 0; from < userCount; from += CHUNK) {
    const to = Math.min(userCount, from + CHUNK) - 1;
    await sql`
      insert into users (id, name, email, email_verified_at, password, image_path, created_at, updated_at)
      select ${firstId}::int + g, 'Student ' || g, 'student' || g || ${`@${SCALE_EMAIL_DOMAIN}`},
             ${now}, ${options.passwordHash}, null, ${now}, ${now}
      from generate_series(${from}::int, ${to}::int) as g`.execute(db);
    say(`users ${to + 1}/${userCount}`);
  }
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);

  const ratingsPerUser = options.ratings === false ? 0 : SCALE.ratingsPerUser;
  if (ratingsPerUser > 0) {
    // k = 0..9: six courses, three tutors, the platform; (g + k) spreads users over the subjects.
    for (let from = 0; from < userCount; from += CHUNK) {
      const to = Math.min(userCount, from + CHUNK) - 1;
      await sql`
        insert into ratings (user_id, type, subject_id, rating, feedback, created_at, updated_at)
        select ${firstId}::int + g,
               case when k < 6 then 'course' when k < 9 then 'tutor' else 'product' end,
               case when k < 6 then ((g + k) % ${COURSE_SUBJECTS}::int + 1)::text
                    when k < 9 then ((g + k) % ${TUTOR_SUBJECTS}::int + 1)::text
                    else 'platform' end,
               1 + (g * 7 + k * 3) % 5,
               case when (g + k) % 4 = 0 then 'Helpful and clear.' else null end,
               ${now}, ${now}
        from generate_series(${from}::int, ${to}::int) as g, generate_series(0, ${ratingsPerUser - 1}::int) as k`.execute(db);
      say(`ratings ${(to + 1) * ratingsPerUser}/${userCount * ratingsPerUser}`);
    }
    // The summaries read rating_aggregates (decision 014): recompute them from the ratings once.
    await sql`
      insert into rating_aggregates (type, subject_id, count, sum, verified_count)
      select type, subject_id, count(*), sum(rating), sum(verified) from ratings where hidden_at is null group by type, subject_id
      on conflict (type, subject_id) do update
        set count = excluded.count, sum = excluded.sum, verified_count = excluded.verified_count`.execute(db);
    say('rating aggregates recomputed');
  }

  // Orders of one course each, spread over the users and the last months: 60% paid, 20% pending,
  // 10% cancelled, 10% expired. The total is the course's price, as for a real order.
  const orderCount = Math.max(1, Math.round(SCALE.orders * options.factor));
  const stamp = (minutesAgo: ReturnType<typeof sql>) =>
    sql`to_char((now() at time zone 'utc') - make_interval(mins => ${minutesAgo}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  for (let from = 0; from < orderCount; from += CHUNK) {
    const to = Math.min(orderCount, from + CHUNK) - 1;
    const g = sql`g`;
    await sql`
      with gen as (
        select g, ${referenceOf(g)} as reference, c.id as course_id, c.code, c.title, c.price_cents
        from generate_series(${from}::int, ${to}::int) as g join courses c on c.id = g % 25 + 1
      ), created as (
        insert into orders (reference, user_id, session_key, status, total_cents, currency, note, created_at, updated_at, expires_at, paid_at, cancelled_at)
        select reference, ${firstId}::int + (g * 7) % ${userCount}::int, null,
               case when g % 10 < 6 then 'paid' when g % 10 < 8 then 'pending' when g % 10 = 8 then 'cancelled' else 'expired' end,
               price_cents, 'USD', null, ${stamp(g)}, ${stamp(g)}, ${stamp(sql`g - 7 * 1440`)},
               case when g % 10 < 6 then ${stamp(sql`g - 60`)} end,
               case when g % 10 = 8 then ${stamp(sql`g - 60`)} end
        from gen
        on conflict (reference) do nothing
        returning id, reference
      )
      insert into order_items (order_id, course_id, code, title, price_cents)
      select created.id, gen.course_id, gen.code, gen.title, gen.price_cents from created join gen using (reference)`.execute(db);
    say(`orders ${to + 1}/${orderCount}`);
  }

  for (const table of ['users', 'ratings', 'rating_aggregates', 'orders', 'order_items'])
    await sql`analyze ${sql.table(table)}`.execute(db);
  return { users: userCount, ratings: userCount * ratingsPerUser, orders: orderCount, seconds: (Date.now() - started) / 1000 };
}
