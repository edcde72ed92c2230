import { CATALOGUE_TUTORS } from '@darsak/common';
import type { TutorTexts } from '../../types';

/**
 * The English words of the six tutors, generated from the tutor data in common (the source of
 * truth): the reference the French and Arabic tutor catalogues are checked against.
 */
export const tutors: TutorTexts = Object.fromEntries(
  CATALOGUE_TUTORS.map((tutor) => [
    tutor.id,
    {
      name: tutor.name,
      university: tutor.university,
      major: tutor.major,
      year: tutor.year,
      bio: tutor.bio ?? '',
      reviews: tutor.reviews.map(({ user, comment }) => ({ user, comment })),
      privateCourses: tutor.privateCourses.map(({ title, description }) => ({ title, description })),
      availability: tutor.availability.map(({ day, time }) => ({ day, time })),
    },
  ]),
);
