/**
 * Draws the link-preview images at build time (run by `npm run build -w web` after Vite): one
 * 1200x630 PNG per course, category and tutor, plus a default, into web/dist/og/. WhatsApp and
 * most crawlers show no SVG, so the SVG template is rendered to PNG with sharp. The images show
 * only codes, names and prices, so one image serves the three languages; the words of a preview
 * (title, description) are in its meta tags, in the reader's language (decision 048).
 *
 * Pages no longer point at these (decision 074): a course's, category's and tutor's image is drawn
 * by the server from the rows (/og/courses|categories|tutors/{id}-{version}.png), so the back
 * office's changes show. These files remain for the default image and for links shared before,
 * whose previews still name them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_COURSES, CATALOGUE_TUTORS, DEFAULT_SHARE_IMAGE_PATH, formatCents, shareImagePath } from '@darsak/common';
import { renderShareImage, type ShareCard } from '../server/src/lib/files/share-image.ts';

/** Where to write: web/dist, or the folder given as the first argument (tests). */
const DIST = process.argv[2] ?? join(import.meta.dirname, '..', 'web', 'dist');

async function draw(path: string, card: ShareCard) {
  await writeFile(join(DIST, path), await renderShareImage(card));
}

await mkdir(join(DIST, 'og'), { recursive: true });
const jobs: Promise<unknown>[] = [draw(DEFAULT_SHARE_IMAGE_PATH, { title: 'Darsak', lines: [] })];
const categories = [...new Set(CATALOGUE_COURSES.map((course) => course.categoryId))];
for (const id of categories) {
  // A category by its course codes: no name, which would be in one language.
  const codes = CATALOGUE_COURSES.filter((course) => course.categoryId === id).map((course) => course.code);
  jobs.push(draw(shareImagePath('category', id), { title: codes.slice(0, 3).join(' · '), lines: [codes.slice(3).join(' · ')] }));
}
for (const course of CATALOGUE_COURSES) {
  jobs.push(draw(shareImagePath('course', course.id), { title: course.code, lines: [], badge: `$${formatCents(course.priceCents)}` }));
}
for (const tutor of CATALOGUE_TUTORS) {
  jobs.push(draw(shareImagePath('tutor', tutor.id), { title: tutor.name, lines: [] }));
}
await Promise.all(jobs);
console.log(`og-images: ${jobs.length} link-preview images in ${join(DIST, 'og')}`);
