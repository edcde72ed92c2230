import { describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { courses } from '@/data/courses';
import { docSections } from '@/data/docs';

// The active catalogue is Arabic for these tests (the locale provider swaps it at run time).
vi.mock('@/lib/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/i18n')>();
  const { ar } = await import('@/messages/ar');
  return { ...original, messages: ar };
});

const { courseTitle, localizeCourse } = await import('./localize-content');

describe('localizeCourse', () => {
  const cell = courses.find((course) => course.id === 1)!;

  it('gives the course its words in the active language and keeps its data', () => {
    const localized = localizeCourse(cell);
    expect(localized.title).toBe('علم الخلية');
    expect(localized.whatYouWillSee).toHaveLength(6);
    expect(localized.time).toBe('12 أسبوعًا');
    expect(localized).toMatchObject({ id: 1, code: 'B1100', price: cell.price, credits: cell.credits });
    expect(localized.reviews.map((review) => [review.rating, review.image])).toEqual(
      cell.reviews.map((review) => [review.rating, review.image]),
    );
    expect(localized.reviews[0]?.name).toBe('لارا خوري');
    expect(cell.title).toBe('Cell Biology'); // the data itself is untouched
  });

  it('keeps the reviews as they are when they no longer match the catalogue', () => {
    const extra = { ...cell, reviews: [...cell.reviews, { name: 'New', image: '', testimonial: 'Great', rating: 5 }] };
    expect(localizeCourse(extra).reviews).toBe(extra.reviews);
  });

  it('leaves a course the catalogue does not know unchanged', () => {
    const unknown = { ...cell, id: 999 };
    expect(localizeCourse(unknown)).toBe(unknown);
    expect(courseTitle({ id: 999, title: 'Something new' })).toBe('Something new');
  });

  it('translates the title of a stored cart item', () => {
    expect(courseTitle({ id: 19, title: 'Algorithms and Programming in C' })).toBe('الخوارزميات والبرمجة بلغة C');
  });
});

describe('docSections', () => {
  it('builds the six help sections in the active language with the values filled in', () => {
    const sections = docSections();
    expect(sections.map((section) => section.icon)).toEqual(['rocket', 'sparkles', 'teacher', 'wallet', 'question', 'lifebuoy']);
    expect(sections[0]?.title).toBe('البداية');
    const text = sections.flatMap((section) => section.items.flatMap((item) => [...item.paragraphs, ...(item.steps ?? [])]));
    expect(text.some((paragraph) => paragraph.includes(business.infoEmail))).toBe(true);
    expect(text.filter((paragraph) => /[{}]/.test(paragraph))).toEqual([]);
  });
});
