import type { Tutor, TutorAvailability, TutorContact, TutorPrivateCourse, TutorReview } from '@darsak/common';
import type { TutorRow } from '../repositories/tutors.ts';

const parse = <T>(json: string, column: string, id: number): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    throw new Error(`tutors.${column} of tutor ${id} is not valid JSON`);
  }
};

/** A tutors row in the shape of common's Tutor type (camelCase, JSON columns parsed). */
export function presentTutor(row: TutorRow): Tutor {
  const id = Number(row.id);
  return {
    id,
    image: row.image,
    name: row.name,
    university: row.university,
    major: row.major,
    year: row.year,
    bio: row.bio,
    courses: parse<string[]>(row.courses, 'courses', id),
    rating: row.rating,
    reviews: parse<TutorReview[]>(row.reviews, 'reviews', id),
    privateCourses: parse<TutorPrivateCourse[]>(row.private_courses, 'private_courses', id),
    contact: parse<TutorContact>(row.contact, 'contact', id),
    joinedDate: row.joined_date,
    yearsOfExperience: row.years_of_experience,
    students: row.students,
    successRate: row.success_rate,
    hourlyRate: row.hourly_rate_cents / 100,
    availability: parse<TutorAvailability[]>(row.availability, 'availability', id),
  };
}
