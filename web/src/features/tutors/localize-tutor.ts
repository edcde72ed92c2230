import type { Tutor } from '@darsak/common';
import { messages } from '@/lib/i18n';

/**
 * A tutor with its words in the active language (messages.tutors.texts, by tutor id). Lists
 * are taken over only when they match the data item for item; anything else stays as served.
 */
export function localizeTutor(tutor: Tutor): Tutor {
  const text = messages.tutors.texts[tutor.id];
  if (!text) return tutor;
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length;
  return {
    ...tutor,
    name: text.name,
    university: text.university,
    major: text.major,
    year: text.year,
    bio: tutor.bio === null ? null : text.bio,
    reviews: same(tutor.reviews, text.reviews)
      ? tutor.reviews.map((review, index) => ({ ...review, ...text.reviews[index] }))
      : tutor.reviews,
    privateCourses: same(tutor.privateCourses, text.privateCourses)
      ? tutor.privateCourses.map((course, index) => ({ ...course, ...text.privateCourses[index] }))
      : tutor.privateCourses,
    availability: same(tutor.availability, text.availability) ? text.availability.map((slot) => ({ ...slot })) : tutor.availability,
  };
}
