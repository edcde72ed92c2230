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

/**
 * The title of a course (or of a stored cart item) in the active language. An order's session
 * item has no course (id null): its title is already in the reader's language.
 */
export const courseTitle = (course: { id: Course['id'] | null; title: string }): string =>
  (course.id === null ? undefined : messages.content.courses[course.id]?.title) ?? course.title;
