export * from './types.ts';
export * from './money.ts';
export * from './courses.ts';
export * from './tutors.ts';
