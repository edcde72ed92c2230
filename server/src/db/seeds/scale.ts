import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { isPostgres } from '../migrations/helpers.ts';

/** The country-sized data set of issue 9, at factor 1. */
export const SCALE = { users: 1_000_000, ratingsPerUser: 10 } as const;

/** Scale users are recognisable (and never real): student<n>@scale.darsak.test. */
export const SCALE_EMAIL_DOMAIN = 'scale.darsak.test';

/** Rows per INSERT ... SELECT: big enough to be fast, small enough to report progress and keep WAL bounded. */
const CHUNK = 250_000;

/** Course and tutor subjects the scale ratings spread over (ids as the catalogue uses them). */
const COURSE_SUBJECTS = 40;
const TUTOR_SUBJECTS = 6;

export type ScaleReport = { users: number; ratings: number; seconds: number };

/**
 * Fills PostgreSQL with `factor` x (1,000,000 users, 10 ratings each). Rows are generated inside
 * the database (INSERT ... SELECT over generate_series), so nothing crosses the wire but the SQL;
 * every user shares one real argon2 hash (`passwordHash`) so that the accounts can sign in.
 * Each user rates 6 courses, 3 tutors and the platform, distinct subjects as the unique key requires.
 */
export async function seedScale(
  db: Db,
  options: { factor: number; passwordHash: string; onProgress?: (line: string) => void },
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
    return { users: 0, ratings: 0, seconds: 0 };
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
      from generate_series(${from}::int, ${to}::int) as g, generate_series(0, ${SCALE.ratingsPerUser - 1}::int) as k`.execute(db);
    say(`ratings ${(to + 1) * SCALE.ratingsPerUser}/${userCount * SCALE.ratingsPerUser}`);
  }
  await sql`analyze users`.execute(db);
  await sql`analyze ratings`.execute(db);
  return { users: userCount, ratings: userCount * SCALE.ratingsPerUser, seconds: (Date.now() - started) / 1000 };
}
