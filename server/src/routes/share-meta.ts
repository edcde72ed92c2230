import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_SHARE_IMAGE_PATH,
  SHARE_CATEGORIES,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  catalogueCourse,
  formatCents,
  shareImagePath,
} from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/templates.ts';
import { findTutor } from '../repositories/tutors.ts';

type Preview = {
  title: string;
  description: string;
  type: 'product' | 'website' | 'profile';
  path: string;
  image: string;
  price?: { amount: string; currency: 'USD' };
};

const COURSE = /^\/courses\/(\d{1,9})\/(\d{1,9})\/?$/;
const CATEGORY = /^\/courses\/(\d{1,9})\/?$/;
const TUTOR = /^\/tutors\/(\d{1,9})\/?$/;

/** True for the paths that get their own preview (so the SPA page is built per path for them). */
export const isSharePath = (path: string) => COURSE.test(path) || CATEGORY.test(path) || TUTOR.test(path);

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** What a pasted link previews as, or null for an unknown course, category or tutor. */
export async function previewFor(app: FastifyInstance, path: string): Promise<Preview | null> {
  let match = COURSE.exec(path);
  if (match) {
    const course = catalogueCourse(Number(match[2]));
    if (!course || course.categoryId !== Number(match[1])) return null;
    const price = formatCents(course.priceCents);
    return {
      title: `${course.title} (${course.code}) · Darsak`,
      description: clip(`${course.credits} credits, semester ${course.sem}, ${course.time}, $${price}. You will learn: ${course.whatYouWillSee.join(', ')}.`),
      type: 'product',
      path: `/courses/${course.categoryId}/${course.id}`,
      image: shareImagePath('course', course.id),
      price: { amount: price, currency: 'USD' },
    };
  }
  match = CATEGORY.exec(path);
  if (match) {
    const id = Number(match[1]);
    const category = SHARE_CATEGORIES[id];
    if (!category) return null;
    return { title: `${category.name} courses · Darsak`, description: category.description, type: 'website', path: `/courses/${id}`, image: shareImagePath('category', id) };
  }
  match = TUTOR.exec(path);
  if (match) {
    const tutor = await findTutor(app.db, Number(match[1]));
    if (!tutor) return null;
    return {
      title: `${tutor.name}, tutor · Darsak`,
      description: clip(`${tutor.major}, ${tutor.university}, ${tutor.year}.${tutor.bio ? ` ${tutor.bio}` : ''}`),
      type: 'profile',
      path: `/tutors/${tutor.id}`,
      image: shareImagePath('tutor', tutor.id),
    };
  }
  return null;
}

/**
 * The Open Graph and Twitter tags of a preview, every value escaped. An image the build did
 * not draw (a tutor added later) falls back to the default one.
 */
export function previewTags(preview: Preview, appUrl: string, distDir: string): string {
  const image = existsSync(join(distDir, preview.image)) ? preview.image : DEFAULT_SHARE_IMAGE_PATH;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Darsak'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:type', preview.type],
    ['property', 'og:url', `${appUrl}${preview.path}`],
    ['property', 'og:image', `${appUrl}${image}`],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', `${appUrl}${image}`],
  ];
  if (preview.price) {
    tags.push(['property', 'product:price:amount', preview.price.amount], ['property', 'product:price:currency', preview.price.currency]);
  }
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join('');
}
