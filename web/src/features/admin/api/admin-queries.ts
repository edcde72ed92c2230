import type { ListParams } from './admin-api';

/** The resources of the back office, each read by its screen. */
export type AdminResource =
  | 'stats'
  | 'users'
  | 'orders'
  | 'ratings'
  | 'applications'
  | 'application'
  | 'audit'
  | 'sessions'
  | 'tutors'
  | 'availability'
  | 'order'
  | 'revenue'
  | 'lbpRate'
  | 'courses'
  | 'course'
  | 'categories'
  | 'catalogueTutors'
  | 'tutor'
  | 'tutorPackages'
  | 'system'
  | 'outbox';

/**
 * The query keys of the admin area (decision 069): one per resource and its list parameters (or
 * the id of one record). Every admin write invalidates all of them, so every screen agrees.
 */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: AdminResource, params?: ListParams | string | number) => [...adminKeys.all, resource, params] as const,
};
