/**
 * The French message catalogue: the same shape as the English one (checked by Localized),
 * assembled from its areas. Loaded on demand when the locale is chosen.
 */
import type { en } from '../en';
import type { Localized } from '../types';
import { about } from './about';
import { admin } from './admin';
import { auth } from './auth';
import { cart } from './cart';
import { catalog } from './catalog';
import { content } from './content';
import { docs } from './docs';
import { home } from './home';
import { joinTeam } from './join-team';
import { orders } from './orders';
import { profile } from './profile';
import { ratings } from './ratings';
import { shell } from './shell';
import { tutors } from './tutors';

export const fr = {
  shell,
  home,
  catalog,
  cart,
  tutors,
  docs,
  about,
  auth,
  profile,
  ratings,
  joinTeam,
  content,
  orders,
  admin,
} as const satisfies Localized<typeof en>;
