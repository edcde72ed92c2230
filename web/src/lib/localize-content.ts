import type { Tutor } from '@darsak/common';
import type { Course } from '@/data/types';
import { messages } from '@/lib/i18n';

/**
 * A course with its title, topics, duration and reviews in the active language
 * (messages.content.courses, by course id); English, or a course the catalogue does not know,
 * comes back unchanged. Call it at render time and keep the original course for storage (the
 * cart keeps the data as it is). Reviews keep their avatar and rating.
 */
export function localizeCourse(course: Course): Course {
  const text = messages.content.courses[course.id];
  if (!text) return course;
  const reviews =
    text.reviews.length === course.reviews.length
      ? course.reviews.map((review, index) => ({ ...review, ...text.reviews[index] }))
      : course.reviews;
  return { ...course, title: text.title, time: text.time, whatYouWillSee: [...text.topics], reviews };
}

/** The title of a course (or of a stored cart item) in the active language. */
export const courseTitle = (course: Pick<Course, 'id' | 'title'>): string =>
  messages.content.courses[course.id]?.title ?? course.title;

/**
 * A tutor with its words in the active language (messages.content.tutors, by tutor id). Lists
 * are taken over only when they match the data item for item; anything else stays as served.
 */
export function localizeTutor(tutor: Tutor): Tutor {
  const text = messages.content.tutors[tutor.id];
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
