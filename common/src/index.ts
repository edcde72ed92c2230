export * from './constants.ts';
export * from './join-team-courses.ts';
export * from './business.ts';
export * from './tutors.ts';
export * from './ratings.ts';
export * from './schemas/ratings.ts';
export * from './schemas/join-team.ts';
export * from './schemas/auth.ts';
