/**
 * The English message catalogue: every user-visible string of the SPA. Areas live in
 * their own files so features do not collide; a locale is an object of the same shape.
 */
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

export const en = { shell, home, catalog, cart, tutors, docs, about, auth, profile, ratings, joinTeam, content, orders, admin } as const;
export type Messages = typeof en;
