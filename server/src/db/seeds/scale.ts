import { ORDER_REFERENCE_ALPHABET } from '@darsak/common';
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { rebuildReportTotals } from '../migrations/020-report-totals.ts';
import { isPostgres } from '../migrations/helpers.ts';

/**
 * The country-sized data set of issue 9, at factor 1; the tables the back office reads since
 * (issue 23, part 6; decision 087) in proportion: 50,000 sessions booked (each its own one-item
 * order, beside the 200,000 course orders), a payment for every paid order and a refund for 2 %
 * of them, an audit entry for each payment an admin recorded (a third), 5,000 tutor applications
 * and 100,000 sent e-mails (a few failed).
 */
export const SCALE = {
  users: 1_000_000,
  ratingsPerUser: 10,
  orders: 200_000,
  bookings: 50_000,
  applications: 5_000,
  sentMail: 100_000,
} as const;

/** Scale users are recognisable (and never real): student<n>@scale.darsak.test. */
export const SCALE_EMAIL_DOMAIN = 'scale.darsak.test';

/** Rows per INSERT ... SELECT: big enough to be fast, small enough to report progress and keep WAL bounded. */
const CHUNK = 250_000;

/** Course and tutor subjects the scale ratings spread over (ids as the catalogue uses them). */
const COURSE_SUBJECTS = 40;
const TUTOR_SUBJECTS = 6;

export type ScaleReport = {
  users: number;
  ratings: number;
  orders: number;
  bookings: number;
  payments: number;
  audit: number;
  seconds: number;
};

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
  /** An ISO instant `minutesAgo` minutes before now, as the app writes them (decision 003). */
  const stamp = (minutesAgo: ReturnType<typeof sql>) =>
    sql`to_char((now() at time zone 'utc') - make_interval(mins => ${minutesAgo}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
    return { users: 0, ratings: 0, orders: 0, bookings: 0, payments: 0, audit: 0, seconds: 0 };
  }

  for (let from = 0; from < userCount; from += CHUNK) {
    const to = Math.min(userCount, from + CHUNK) - 1;
    await sql`
      insert into users (id, name, email, email_verified_at, password, image_path, created_at, updated_at)
      select ${firstId}::int + g, 'Student ' || g, 'student' || g || ${`@${SCALE_EMAIL_DOMAIN}`},
             ${now}, ${options.passwordHash}, null, ${stamp(sql`(${userCount}::int - g)`)}, ${now}
      from generate_series(${from}::int, ${to}::int) as g`.execute(db);
    say(`users ${to + 1}/${userCount}`);
  }
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);

  const ratingsPerUser = options.ratings === false ? 0 : SCALE.ratingsPerUser;
  if (ratingsPerUser > 0) {
    // k = 0..9: six courses, three tutors, the platform; (g + k) spreads users over the subjects.
    // Given over the last year (a week holds about 2 % of them); one in a thousand hidden.
    for (let from = 0; from < userCount; from += CHUNK) {
      const to = Math.min(userCount, from + CHUNK) - 1;
      await sql`
        insert into ratings (user_id, type, subject_id, rating, feedback, created_at, updated_at, hidden_at, hidden_reason)
        select ${firstId}::int + g,
               case when k < 6 then 'course' when k < 9 then 'tutor' else 'product' end,
               case when k < 6 then ((g + k) % ${COURSE_SUBJECTS}::int + 1)::text
                    when k < 9 then ((g + k) % ${TUTOR_SUBJECTS}::int + 1)::text
                    else 'platform' end,
               1 + (g * 7 + k * 3) % 5,
               case when (g + k) % 4 = 0 then 'Helpful and clear.' else null end,
               ${stamp(sql`((g * 10 + k) % 525600)`)}, ${stamp(sql`((g * 10 + k) % 525600)`)},
               case when (g * 10 + k) % 1000 = 0 then ${stamp(sql`((g * 10 + k) % 525600)`)} end,
               case when (g * 10 + k) % 1000 = 0 then 'Spam.' end
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

  // Orders of one course each, spread over the users and the last 139 days: 60% paid, 20% pending,
  // 10% cancelled, 10% expired. The total is the course's price, as for a real order.
  const orderCount = Math.max(1, Math.round(SCALE.orders * options.factor));
  // Over the same 139 days at every factor (a smaller country orders less each day, not on fewer
  // days): an order every `step` minutes, so a month holds a fifth of them, as at full scale.
  const step = Math.max(1, Math.round(1 / Math.min(1, options.factor)));
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
               price_cents, 'USD', null, ${stamp(sql`g * ${step}::int`)}, ${stamp(sql`g * ${step}::int`)}, ${stamp(sql`g * ${step}::int - 7 * 1440`)},
               case when g % 10 < 6 then ${stamp(sql`greatest(g * ${step}::int - 60, 0)`)} end,
               case when g % 10 = 8 then ${stamp(sql`greatest(g * ${step}::int - 60, 0)`)} end
        from gen
        on conflict (reference) do nothing
        returning id, reference
      )
      insert into order_items (order_id, course_id, code, title, price_cents)
      select created.id, gen.course_id, gen.code, gen.title, gen.price_cents from created join gen using (reference)`.execute(db);
    say(`orders ${to + 1}/${orderCount}`);
  }

  // Sessions booked with the tutors (decision 072): each a one-item order of its own, one hour,
  // from 300 days ago to 60 days ahead; 70 % confirmed (paid), 15 % cancelled (a tenth of them
  // paid, owing a refund), 15 % lapsed holds (expired). References continue after the course orders'.
  // Booked two days before the start, or, for a session not two days off yet, an hour to a day
  // ago: nothing is booked, paid or cancelled in the future (money recorded ahead of today made
  // the current month's report read its days, and paid-this-month count the coming weeks).
  const bookingCount = Math.max(1, Math.round(SCALE.bookings * options.factor));
  for (let from = 0; from < bookingCount; from += CHUNK) {
    const to = Math.min(bookingCount, from + CHUNK) - 1;
    const n = sql`(${orderCount}::int + g)`;
    const startsIn = sql`(g * ${Math.floor((360 * 1440) / bookingCount) || 1}::int) - 300 * 1440`;
    const bookedAgo = sql`greatest(-(${startsIn}) + 2 * 1440, 60 + g % 1440)`;
    const cancelledAgo = sql`(case when -(${startsIn}) + 1440 > 0 then -(${startsIn}) + 1440 else ${bookedAgo} - 20 end)`;
    await sql`
      with tutor_ids as (select array_agg(id order by id) as ids from tutors),
      gen as (
        select g, ${referenceOf(n)} as reference,
               t.ids[g % cardinality(t.ids) + 1] as tutor_id,
               ${firstId}::int + (g * 13) % ${userCount}::int as user_id,
               case when g % 20 < 14 then 'confirmed' when g % 20 < 17 then 'cancelled' else 'expired' end as status,
               2500 as price_cents
        from generate_series(${from}::int, ${to}::int) as g, tutor_ids as t
        where cardinality(t.ids) > 0
      ), created as (
        insert into orders (reference, user_id, session_key, status, total_cents, currency, note, created_at, updated_at, expires_at, paid_at, cancelled_at)
        select reference, user_id, null,
               case status when 'confirmed' then 'paid' when 'cancelled' then case when (g / 20) % 10 = 0 then 'paid' else 'cancelled' end else 'expired' end,
               price_cents, 'USD', null,
               ${stamp(bookedAgo)}, ${stamp(bookedAgo)}, ${stamp(sql`${bookedAgo} - 30`)},
               case when status = 'confirmed' or (status = 'cancelled' and (g / 20) % 10 = 0) then ${stamp(sql`${bookedAgo} - 10`)} end,
               case when status = 'cancelled' and (g / 20) % 10 <> 0 then ${stamp(cancelledAgo)} end
        from gen
        on conflict (reference) do nothing
        returning id, reference, user_id
      ), booked as (
        insert into bookings (order_id, tutor_id, user_id, start_at, end_at, duration, status, hold_expires_at, price_cents, total_cents,
                              refund_due, cancelled_at, cancelled_by, created_at, updated_at)
        select created.id, gen.tutor_id, created.user_id, ${stamp(sql`-(${startsIn})`)}, ${stamp(sql`-(${startsIn}) - 60`)}, 60, gen.status,
               ${stamp(sql`${bookedAgo} - 30`)}, gen.price_cents, gen.price_cents,
               case when gen.status = 'cancelled' and (gen.g / 20) % 10 = 0 then 1 else 0 end,
               case when gen.status = 'cancelled' then ${stamp(cancelledAgo)} end,
               case when gen.status = 'cancelled' then 'student' end,
               ${stamp(bookedAgo)}, ${stamp(bookedAgo)}
        from created join gen using (reference)
        returning id, order_id
      )
      insert into order_items (order_id, kind, course_id, booking_id, code, title, price_cents)
      select booked.order_id, 'session', null, booked.id, 'SESSION', 'Session', 2500 from booked`.execute(db);
    say(`bookings ${to + 1}/${bookingCount}`);
  }

  // The money desk's ledger (decision 077): one payment of the whole total for every paid order,
  // recorded when it was paid, in cash or by Whish; a refund of 2 % of them a day later (of those
  // paid a day ago or more).
  const { rows: paymentRows } = await sql<{ n: string }>`
    with paid as (
      insert into order_payments (order_id, kind, method, amount, currency, rate, usd_cents, receipt_number, note, recorded_at, recorded_by_id, recorded_by)
      select id, 'payment', case when id % 3 = 0 then 'whish' else 'cash' end, total_cents, 'USD', null, total_cents, null, null, paid_at, null,
             'admin' || (id % 5 + 1) || '@darsak.test'
      from orders where status = 'paid' and paid_at is not null and user_id >= ${firstId}::int
      returning id
    ) select count(*) as n from paid`.execute(db);
  const { rows: refundRows } = await sql<{ n: string }>`
    with refunded as (
      insert into order_payments (order_id, kind, method, amount, currency, rate, usd_cents, receipt_number, note, recorded_at, recorded_by_id, recorded_by)
      select order_id, 'refund', method, amount, currency, null, usd_cents, null, 'Changed their mind.',
             to_char(recorded_at::timestamp + interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null, recorded_by
      from order_payments where kind = 'payment' and order_id % 50 = 0 and recorded_by like 'admin%@darsak.test'
        and recorded_at < ${stamp(sql`1440`)}
      returning id
    ) select count(*) as n from refunded`.execute(db);
  const payments = Number(paymentRows[0]!.n) + Number(refundRows[0]!.n);
  say(`payments and refunds ${payments}`);
  // Written with SQL, not through the ledger: the revenue report's kept totals are rebuilt from it.
  say(`report totals ${await rebuildReportTotals(db as never)}`);

  // The audit log (decision 011): a third of the payments were recorded by an admin (the rest by
  // the buyer's transfer flow), every refund, every hidden rating and one disabled account in 2,000.
  const { rows: auditRows } = await sql<{ n: string }>`
    with written as (
      insert into audit_log (actor_id, actor, action, target_type, target_id, details, created_at)
      select null::int, p.recorded_by, case p.kind when 'payment' then 'order.mark_paid' else 'order.refund' end, 'order', o.reference,
             '{"seeded":true}', p.recorded_at
      from order_payments p join orders o on o.id = p.order_id
      where p.recorded_by like 'admin%@darsak.test' and (p.kind = 'refund' or p.id % 3 = 0)
      union all
      select null::int, 'admin' || (id % 5 + 1) || '@darsak.test', 'rating.hide', 'rating', id::text, '{"reason":"Spam."}', hidden_at
      from ratings where hidden_at is not null and user_id >= ${firstId}::int
      union all
      select null::int, 'admin' || (id % 5 + 1) || '@darsak.test', 'user.disable', 'user', id::text, '{"seeded":true}', created_at
      from users where id >= ${firstId}::int and id % 2000 = 0
      order by 7
      returning id
    ) select count(*) as n from written`.execute(db);
  const audit = Number(auditRows[0]!.n);
  say(`audit entries ${audit}`);

  // Tutor applications (decision 008): pending, approved or rejected, over the last two years.
  const applicationCount = Math.max(1, Math.round(SCALE.applications * options.factor));
  await sql`
    insert into join_team_applications (id, user_id, submitted_at, name, email, phone, age, university, year, courses_to_give,
                                        where_you_see_yourself, cv_name, cv_path, cv_mime, pay, other_courses, good_tutor, status, reviewed_at, review_reason)
    select md5('application' || g)::uuid::text, ${firstId}::int + (g * 17) % ${userCount}::int, ${stamp(sql`(g * 197) % 1051200`)},
           'Student ' || g, 'student' || g || ${`@${SCALE_EMAIL_DOMAIN}`}, '+96170000000', 21, 'LU', 3, '["Calculus"]',
           'Teaching.', 'cv.pdf', null, null, 20, null, 'Patience.',
           case when g % 10 < 2 then 'pending' when g % 10 < 6 then 'approved' else 'rejected' end,
           case when g % 10 >= 2 then ${stamp(sql`(g * 197) % 1051200 - 1440`)} end,
           case when g % 10 >= 6 then 'Not this term.' end
    from generate_series(1, ${applicationCount}::int) as g`.execute(db);
  say(`applications ${applicationCount}`);

  // The outbox as the worker leaves it: sent mail, and one in a thousand failed.
  const mailCount = Math.max(1, Math.round(SCALE.sentMail * options.factor));
  await sql`
    insert into mail_outbox (recipient, subject, text_body, html_body, reply_to, status, attempts, next_attempt_at, last_error, created_at, sent_at)
    select 'student' || g || ${`@${SCALE_EMAIL_DOMAIN}`}, 'Your order', 'Thank you.', '<p>Thank you.</p>', null,
           case when g % 1000 = 0 then 'failed' else 'sent' end, case when g % 1000 = 0 then 8 else 1 end,
           ${stamp(sql`g`)}, case when g % 1000 = 0 then 'mailbox unavailable' end, ${stamp(sql`g`)},
           case when g % 1000 = 0 then null else ${stamp(sql`g - 1`)} end
    from generate_series(1, ${mailCount}::int) as g`.execute(db);
  say(`e-mails ${mailCount}`);

  for (const table of [
    'users',
    'ratings',
    'rating_aggregates',
    'orders',
    'order_items',
    'bookings',
    'order_payments',
    'report_totals',
    'audit_log',
    'join_team_applications',
    'mail_outbox',
  ])
    await sql`analyze ${sql.table(table)}`.execute(db);
  return {
    users: userCount,
    ratings: userCount * ratingsPerUser,
    orders: orderCount,
    bookings: bookingCount,
    payments,
    audit,
    seconds: (Date.now() - started) / 1000,
  };
}
