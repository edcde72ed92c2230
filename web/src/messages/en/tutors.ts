/** English texts of the tutors area. */
export const tutors = {} as const;
