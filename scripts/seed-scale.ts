/**
 * `npm run seed:scale [-- --factor 0.01 --no-ratings]`: fills the PostgreSQL database of
 * DATABASE_URL with 1,000,000 users, 10,000,000 ratings and 200,000 orders (times the factor),
 * generated inside the database; `--no-ratings` leaves the ratings out.
 * Every scale user (student<n>@scale.darsak.test) signs in with SCALE_PASSWORD.
 */
import { createDb, migrate, parseDatabaseUrl } from '../server/src/db/index.ts';
import { seedCatalogue } from '../server/src/db/seeds/catalogue.ts';
import { SCALE_EMAIL_DOMAIN, seedScale } from '../server/src/db/seeds/scale.ts';
import { hashPassword } from '../server/src/lib/security/passwords.ts';

export const SCALE_PASSWORD = 'scale-Password-2026!';

const at = process.argv.indexOf('--factor');
const factor = at > 0 ? Number(process.argv[at + 1]) : 1;
if (!(factor > 0 && factor <= 1)) {
  console.error('--factor must be a number in (0, 1]');
  process.exit(2);
}
const target = parseDatabaseUrl(process.env.DATABASE_URL, 'unused');
if (target.kind !== 'postgres') {
  console.error('seed:scale needs DATABASE_URL=postgres://... (the scale data set is for PostgreSQL)');
  process.exit(2);
}

const db = createDb(target);
try {
  await migrate(db);
  await seedCatalogue(db); // the orders' courses
  const report = await seedScale(db, {
    factor,
    passwordHash: await hashPassword(SCALE_PASSWORD),
    ratings: !process.argv.includes('--no-ratings'),
    onProgress: (line) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${line}`),
  });
  if (report.users > 0) {
    console.log(`✓ ${report.users} users, ${report.ratings} ratings and ${report.orders} orders in ${report.seconds.toFixed(0)} s`);
    console.log(`  sign in as student<n>@${SCALE_EMAIL_DOMAIN} with ${SCALE_PASSWORD}`);
  }
} finally {
  await db.destroy();
}
