export * from './constants.ts';
export * from './join-team-courses.ts';
export * from './business.ts';
