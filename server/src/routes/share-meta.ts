import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_SHARE_IMAGE_PATH,
  LOCALES,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  formatCents,
  formatUsd,
  intlTag,
  isLocale,
  type Locale,
  type PriceKind,
} from '@darsak/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShareCard } from '../lib/files/share-image.ts';
import { requestLocale } from '../lib/http/locale.ts';
import { escapeHtml, format, formatPlural, messagesFor } from '../messages/index.ts';
import { courseTextsIn, presentCategory } from '../presenters/catalogue.ts';
import { inLocale, parseTranslations } from '../presenters/translations.ts';
import { categoryCourseCodes, findCategory, findCourse } from '../repositories/courses.ts';
import { findTutor } from '../repositories/tutors.ts';

type Preview = {
  locale: Locale;
  title: string;
  description: string;
  type: 'product' | 'website' | 'profile';
  path: string;
  image: string;
  price?: { amount: string; currency: 'USD' };
  /** The image is drawn from the row by the server (decision 074), not a file of the build. */
  drawn?: boolean;
};

/** What a course's link-preview image shows: its code, English title and price (one image for every language). */
export const courseShareCard = (course: { code: string; title: string; price_cents: number }): ShareCard => ({
  title: course.code,
  lines: [course.title],
  badge: `$${formatCents(course.price_cents)}`,
});

/**
 * What a category's link-preview image shows: the codes of the courses it sells (no name, which
 * would be in one language), three on the title line and the rest below.
 */
export const categoryShareCard = (codes: readonly string[]): ShareCard => ({
  title: codes.slice(0, 3).join(' · '),
  lines: [codes.slice(3).join(' · ')],
});

/** What a tutor's link-preview image shows: the name. */
export const tutorShareCard = (tutor: { name: string }): ShareCard => ({ title: tutor.name, lines: [] });

/** The version in a drawn image's address: a hash of what it shows, so a change makes a new address. */
export const shareCardVersion = (card: ShareCard) => createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 10);

/** The address of a course's, category's or tutor's drawn link-preview image (GET /og/courses|categories|tutors/{id}-{version}.png). */
export const drawnImagePath = (kind: 'courses' | 'categories' | 'tutors', id: number, card: ShareCard) =>
  `/og/${kind}/${id}-${shareCardVersion(card)}.png`;

const COURSE = /^\/courses\/(\d{1,9})\/(\d{1,9})\/?$/;
const CATEGORY = /^\/courses\/(\d{1,9})\/?$/;
const TUTOR = /^\/tutors\/(\d{1,9})\/?$/;

/** True for the paths that get their own preview (so the SPA page is built per path for them). */
export const isSharePath = (path: string) => COURSE.test(path) || CATEGORY.test(path) || TUTOR.test(path);

/**
 * The canonical path of a share URL, its ids parsed ('/courses/01/0001/' is '/courses/1/1'), or
 * null for any other path: what preview pages are built from and cached under (decision 073).
 */
export function sharePath(path: string): string | null {
  let match = COURSE.exec(path);
  if (match) return `/courses/${Number(match[1])}/${Number(match[2])}`;
  match = CATEGORY.exec(path);
  if (match) return `/courses/${Number(match[1])}`;
  match = TUTOR.exec(path);
  return match ? `/tutors/${Number(match[1])}` : null;
}

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The language of a served page: the visitor's own choice (the SPA's `locale` cookie), else an
 * explicit ?lang=en|fr|ar on the link (the Share button adds the sharer's language), else
 * Accept-Language, else English. A crawler sends no cookie, and WhatsApp's no Accept-Language:
 * a link shared without ?lang previews in English.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.locale;
  if (isLocale(cookie)) return cookie;
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return requestLocale(request);
}

/** og:locale values (language_TERRITORY, as Facebook and WhatsApp read them). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR', ar: 'ar_AR' };

/**
 * How a course's price is written in its description, through the one formatter (decision 059):
 * English keeps decision 036's cents ('$5.00'), French and Arabic write it as the SPA's course
 * page does ('5 $US', '5 US$').
 */
const PRICE_KIND: Record<Locale, PriceKind> = { en: 'total', fr: 'unit', ar: 'unit' };

/**
 * What a pasted link previews as in a language, or null for an unknown course, category or
 * tutor. The sentences are the server's catalogue's (server/src/messages/<locale>/previews.ts,
 * decision 070); course, category and tutor words come from their rows and translations (the
 * database is the source, decision 071), English where a language has none.
 */
export async function previewFor(app: FastifyInstance, path: string, locale: Locale = 'en'): Promise<Preview | null> {
  const words = messagesFor(locale).previews;
  const brand = words.brand;
  let match = COURSE.exec(path);
  if (match) {
    // The database is the source (decision 071): an admin's change shows in the next preview.
    const course = await findCourse(app.db, Number(match[2]));
    if (!course || course.archived_at !== null || course.category_id !== Number(match[1])) return null;
    const text = courseTextsIn(course, locale);
    const amount = formatCents(course.price_cents);
    const title = format(words.course.title, { title: text.title, code: course.code, brand });
    const description = format(words.course.description, {
      credits: formatPlural(words.course.credits, course.credits, locale),
      semester: course.semester,
      time: text.time,
      price: formatUsd(course.price_cents / 100, intlTag(locale), PRICE_KIND[locale]),
      topics: text.what_you_will_learn.join(words.list),
    });
    return {
      locale,
      title,
      description: clip(description),
      type: 'product',
      path: `/courses/${course.category_id}/${course.id}`,
      image: drawnImagePath('courses', Number(course.id), courseShareCard(course)),
      drawn: true,
      price: { amount, currency: 'USD' },
    };
  }
  match = CATEGORY.exec(path);
  if (match) {
    const id = Number(match[1]);
    const row = await findCategory(app.db, id);
    if (!row) return null;
    const category = presentCategory(row, locale);
    return {
      locale,
      title: format(words.category.title, { name: category.name, brand }),
      description: clip(category.description),
      type: 'website',
      path: `/courses/${id}`,
      image: drawnImagePath('categories', id, categoryShareCard(await categoryCourseCodes(app.db, id))),
      drawn: true,
    };
  }
  match = TUTOR.exec(path);
  if (match) {
    const row = await findTutor(app.db, Number(match[1]));
    if (!row) return null;
    const text = inLocale(
      { name: row.name, major: row.major, university: row.university, year: row.year, bio: row.bio ?? '' },
      parseTranslations<{ name: string; major: string; university: string; year: string; bio: string }>(row.translations),
      locale,
    );
    // A tutor without a bio previews without one, in every language.
    const tutor = { ...text, bio: row.bio === null ? null : text.bio };
    return {
      locale,
      title: format(words.tutor.title, { name: tutor.name, brand }),
      description: clip(
        format(tutor.bio ? words.tutor.descriptionWithBio : words.tutor.description, {
          major: tutor.major,
          university: tutor.university,
          year: tutor.year,
          bio: tutor.bio ?? '',
        }),
      ),
      type: 'profile',
      path: `/tutors/${row.id}`,
      image: drawnImagePath('tutors', row.id, tutorShareCard(row)),
      drawn: true,
    };
  }
  return null;
}

/**
 * The Open Graph and Twitter tags of a preview, every value escaped: og:locale is the preview's
 * language, the two others are its alternates, and og:url keeps the language (?lang) so the
 * crawler's canonical link previews the same. An image the build did not draw (a tutor added
 * later) falls back to the default one. The images show only codes, names and prices: they are
 * the same in every language (decision 048).
 */
export function previewTags(preview: Preview, appUrl: string, distDir: string): string {
  const image = preview.drawn || existsSync(join(distDir, preview.image)) ? preview.image : DEFAULT_SHARE_IMAGE_PATH;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Darsak'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:type', preview.type],
    ['property', 'og:url', `${appUrl}${preview.path}${preview.locale === 'en' ? '' : `?lang=${preview.locale}`}`],
    ['property', 'og:locale', OG_LOCALES[preview.locale]],
    ...LOCALES.filter((l) => l !== preview.locale).map((l): [string, string, string] => ['property', 'og:locale:alternate', OG_LOCALES[l]]),
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
