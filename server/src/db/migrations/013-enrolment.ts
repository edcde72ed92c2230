import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers.ts';

/**
 * Issue 21 (decision 079): what a course delivers to the students it enrols.
 * - `course_materials`: private files of a course (stored like CVs: a generated key under
 *   UPLOAD_DIR, the type read from the bytes), served only through short-lived signed links.
 * - `course_delivery`: per course, its links (JSON [{kind, label, url}]) and lecture schedule
 *   (JSON [{title, starts_at: Beirut wall time, duration_minutes}]).
 * Enrolment itself is not stored: a paid order holding the course is the enrolment, so an order
 * that leaves 'paid' (refunded) ends it with nothing else to keep in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('course_materials'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'varchar(160)', (c) => c.notNull())
    .addColumn('file_path', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_materials_course_index').on('course_materials').columns(['course_id', 'id']).execute();

  await db.schema
    .createTable('course_delivery')
    .addColumn('course_id', 'integer', (c) => c.primaryKey().references('courses.id').onDelete('cascade'))
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_delivery').execute();
  await db.schema.dropTable('course_materials').execute();
}
