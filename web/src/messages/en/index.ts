/**
 * The whole English message catalogue: every user-visible string of the SPA, by area. Its type is
 * the shape of every locale. The SPA does not import this file: lib/i18n bundles the core
 * (en/core.ts) and loads the other areas with their screens (messages/loaders.ts).
 */
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

export const en = {
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
} as const;
/** The shape of every catalogue: en with its literals widened to string (what `messages` is). */
export type Messages = Localized<typeof en>;
