import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './helpers.ts';

/**
 * Issue 18: the catalogue as data (decision 071). Categories become rows; courses gain the texts
 * the SPA bundled (duration, lectures, stars, What You'll Learn, sample reviews), translations,
 * a picture and an archive mark; tutors gain translations, a draft/published status, an archive
 * mark, a photo and the account and application they came from; courses and tutors are linked by
 * id. Only additions: an instance still running the previous release reads and writes as before
 * (decision 071's rule for migrations). A database the previous release seeded keeps its rows:
 * the catalogue seeder fills the new columns of rows whose texts are still empty, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  const courses = [
    ['time', 'varchar(64)', "''"],
    ['lectures', 'integer', '0'],
    ['rating', 'real', '0'],
    ['what_you_will_learn', 'text', "'[]'"],
    ['reviews', 'text', "'[]'"],
    ['translations', 'text', "'{}'"],
    ['image', 'text', "''"],
    ['created_at', 'varchar(32)', "''"],
  ] as const;
  for (const [name, type, fallback] of courses) {
    await db.schema
      .alterTable('courses')
      .addColumn(name, type, (c) => c.notNull().defaultTo(sql.raw(fallback)))
      .execute();
  }
  await db.schema.alterTable('courses').addColumn('archived_at', 'varchar(32)').execute();
  // A code is unique in its category (the seeded CSVT and MISPE tracks both have an M1100).
  await db.schema.createIndex('courses_code_unique').on('courses').columns(['category_id', 'code']).unique().execute();
  await db.schema.createIndex('courses_category_index').on('courses').columns(['category_id', 'id']).execute();
  if (isPostgres(db)) {
    // New courses get their id from a sequence (the seeded ones have explicit ids 1 to 25).
    await sql`create sequence if not exists courses_id_seq owned by courses.id`.execute(db);
    await sql`select setval('courses_id_seq', coalesce((select max(id) from courses), 0) + 1, false)`.execute(db);
    await sql`alter table courses alter column id set default nextval('courses_id_seq')`.execute(db);
  }

  await db.schema
    .createTable('course_tutors')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('tutors.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('course_tutors_pk', ['course_id', 'tutor_id'])
    .execute();
  await db.schema.createIndex('course_tutors_tutor_index').on('course_tutors').columns(['tutor_id', 'course_id']).execute();

  await db.schema
    .alterTable('tutors')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('tutors')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('tutors').addColumn('archived_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('tutors')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tutors').addColumn('application_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('tutors')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tutors')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('tutors_user_unique')
    .on('tutors')
    .column('user_id')
    .unique()
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('tutors_application_unique')
    .on('tutors')
    .column('application_id')
    .unique()
    .where(sql.ref('application_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['tutors_application_unique', 'tutors_user_unique', 'courses_category_index', 'courses_code_unique']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['updated_at', 'created_at', 'application_id', 'user_id', 'archived_at', 'status', 'translations']) {
    await db.schema.alterTable('tutors').dropColumn(column).execute();
  }
  await db.schema.dropTable('course_tutors').execute();
  for (const column of [
    'archived_at',
    'created_at',
    'image',
    'translations',
    'reviews',
    'what_you_will_learn',
    'rating',
    'lectures',
    'time',
  ]) {
    await db.schema.alterTable('courses').dropColumn(column).execute();
  }
  await db.schema.dropTable('categories').execute();
}
