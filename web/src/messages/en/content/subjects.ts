/** English names of the course subjects (the values of COURSE_SUBJECTS stay the filter keys). */
export const subjects = {
  Biology: 'Biology',
  Chemistry: 'Chemistry',
  Maths: 'Maths',
  Physics: 'Physics',
  'Computer Science': 'Computer Science',
} as const;
