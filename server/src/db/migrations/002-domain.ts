import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/** Ratings, tutors and tutor applications. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ratings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('ratings_user_subject_unique', ['user_id', 'type', 'subject_id'])
    .execute();
  await db.schema.createIndex('ratings_subject_index').on('ratings').columns(['type', 'subject_id']).execute();

  await withIdColumn(db, db.schema.createTable('tutors'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('university', 'varchar(255)', (c) => c.notNull())
    .addColumn('major', 'varchar(255)', (c) => c.notNull())
    .addColumn('year', 'varchar(32)', (c) => c.notNull())
    .addColumn('bio', 'text')
    .addColumn('courses', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('reviews', 'text', (c) => c.notNull())
    .addColumn('private_courses', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('joined_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('years_of_experience', 'integer', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addColumn('success_rate', 'integer', (c) => c.notNull())
    .addColumn('availability', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('join_team_applications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('university', 'varchar(255)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('courses_to_give', 'text', (c) => c.notNull())
    .addColumn('where_you_see_yourself', 'text', (c) => c.notNull())
    .addColumn('cv_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('cv_path', 'text')
    .addColumn('cv_mime', 'varchar(128)')
    .addColumn('pay', 'integer', (c) => c.notNull())
    .addColumn('other_courses', 'text')
    .addColumn('good_tutor', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('join_team_applications_user_index').on('join_team_applications').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['join_team_applications', 'tutors', 'ratings']) {
    await db.schema.dropTable(table).execute();
  }
}
