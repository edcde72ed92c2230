import type { Course } from '@/data/types';
import { messages } from '@/lib/i18n';

/**
 * A course with its title, topics and duration in the active language (messages.content.courses,
 * by course id); English, or a course the catalogue does not know, comes back unchanged. Call it
 * at render time and keep the original course for storage (the cart keeps the data as it is).
 */
export function localizeCourse(course: Course): Course {
  const text = messages.content.courses[course.id];
  return text ? { ...course, title: text.title, time: text.time, whatYouWillSee: [...text.topics] } : course;
}

/** The title of a course (or of a stored cart item) in the active language. */
export const courseTitle = (course: Pick<Course, 'id' | 'title'>): string =>
  messages.content.courses[course.id]?.title ?? course.title;
