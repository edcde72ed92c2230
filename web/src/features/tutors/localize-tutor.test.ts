import { CATALOGUE_TUTORS } from '@darsak/common';
import { describe, expect, it, vi } from 'vitest';

// The active catalogue is Arabic for these tests (the locale provider swaps it at run time).
vi.mock('@/lib/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/i18n')>();
  const { ar } = await import('@/messages/ar');
  return { ...original, messages: ar };
});

const { localizeTutor } = await import('./localize-tutor');

describe('localizeTutor', () => {
  const rana = CATALOGUE_TUTORS[0]!;

  it('gives the tutor its words and keeps contact, ratings and prices', () => {
    const localized = localizeTutor(rana);
    expect(localized.name).toBe('رنا حداد');
    expect(localized.university).toBe('الجامعة اللبنانية');
    expect(localized.availability[0]).toEqual({ day: 'الاثنين', time: '4:00 م – 7:00 م' });
    expect(localized.privateCourses.map((course) => course.pricePerHour)).toEqual(rana.privateCourses.map((course) => course.pricePerHour));
    expect(localized.reviews.map((review) => [review.rating, review.date])).toEqual(
      rana.reviews.map((review) => [review.rating, review.date]),
    );
    expect(localized.contact).toEqual(rana.contact);
  });

  it('keeps a missing bio missing and lists that changed as served', () => {
    const changed = { ...rana, bio: null, reviews: rana.reviews.slice(1) };
    const localized = localizeTutor(changed);
    expect(localized.bio).toBeNull();
    expect(localized.reviews).toBe(changed.reviews);
  });
});
