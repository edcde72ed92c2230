/**
 * The whole French catalogue, the same shape as the English one (checked by Localized); for
 * tests. The SPA loads its core and areas one by one (messages/loaders.ts).
 */
import type { en } from '../en';
import type { Localized } from '../types';
import { about } from './about';
import { admin } from './admin';
import { adminCatalogue } from './admin-catalogue';
import { auth } from './auth';
import { core } from './core';
import { coursePage } from './course-page';
import { docs } from './docs';
import { errors } from './errors';
import { joinTeam } from './join-team';
import { money } from './money';
import { orders } from './orders';
import { pages } from './pages';
import { profile } from './profile';
import { sessions } from './sessions';
import { tutors } from './tutors';

export const fr = {
  ...core,
  coursePage,
  tutors,
  docs,
  about,
  auth,
  profile,
  joinTeam,
  pages,
  orders,
  admin,
  adminCatalogue,
  sessions,
  money,
  errors,
} as const satisfies Localized<typeof en>;
