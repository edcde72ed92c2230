import type { Locale } from '@darsak/common';
import type { CoreArea, LazyArea } from './areas';
import { core as englishCore } from './en/core';
import type { Messages } from './en';

export type Core = Pick<Messages, CoreArea>;

type Loaders = {
  readonly [L in Locale]: {
    readonly core: () => Promise<Core>;
    readonly areas: { readonly [A in LazyArea]: () => Promise<Messages[A]> };
  };
};

/**
 * Where each language's messages come from: the English core is bundled (the entry), every other
 * part is a chunk of its own, fetched when a screen needs it (lib/i18n). Written out, not globbed,
 * so that a missing language or area fails the type check.
 */
export const MESSAGE_LOADERS: Loaders = {
  en: {
    core: () => Promise.resolve(englishCore),
    areas: {
      coursePage: () => import('./en/course-page').then((m) => m.coursePage),
      tutors: () => import('./en/tutors').then((m) => m.tutors),
      docs: () => import('./en/docs').then((m) => m.docs),
      about: () => import('./en/about').then((m) => m.about),
      auth: () => import('./en/auth').then((m) => m.auth),
      profile: () => import('./en/profile').then((m) => m.profile),
      joinTeam: () => import('./en/join-team').then((m) => m.joinTeam),
      pages: () => import('./en/pages').then((m) => m.pages),
      orders: () => import('./en/orders').then((m) => m.orders),
      admin: () => import('./en/admin').then((m) => m.admin),
      adminCatalogue: () => import('./en/admin-catalogue').then((m) => m.adminCatalogue),
      sessions: () => import('./en/sessions').then((m) => m.sessions),
      money: () => import('./en/money').then((m) => m.money),
      errors: () => import('./en/errors').then((m) => m.errors),
    },
  },
  fr: {
    core: () => import('./fr/core').then((m) => m.core),
    areas: {
      coursePage: () => import('./fr/course-page').then((m) => m.coursePage),
      tutors: () => import('./fr/tutors').then((m) => m.tutors),
      docs: () => import('./fr/docs').then((m) => m.docs),
      about: () => import('./fr/about').then((m) => m.about),
      auth: () => import('./fr/auth').then((m) => m.auth),
      profile: () => import('./fr/profile').then((m) => m.profile),
      joinTeam: () => import('./fr/join-team').then((m) => m.joinTeam),
      pages: () => import('./fr/pages').then((m) => m.pages),
      orders: () => import('./fr/orders').then((m) => m.orders),
      admin: () => import('./fr/admin').then((m) => m.admin),
      adminCatalogue: () => import('./fr/admin-catalogue').then((m) => m.adminCatalogue),
      sessions: () => import('./fr/sessions').then((m) => m.sessions),
      money: () => import('./fr/money').then((m) => m.money),
      errors: () => import('./fr/errors').then((m) => m.errors),
    },
  },
  ar: {
    core: () => import('./ar/core').then((m) => m.core),
    areas: {
      coursePage: () => import('./ar/course-page').then((m) => m.coursePage),
      tutors: () => import('./ar/tutors').then((m) => m.tutors),
      docs: () => import('./ar/docs').then((m) => m.docs),
      about: () => import('./ar/about').then((m) => m.about),
      auth: () => import('./ar/auth').then((m) => m.auth),
      profile: () => import('./ar/profile').then((m) => m.profile),
      joinTeam: () => import('./ar/join-team').then((m) => m.joinTeam),
      pages: () => import('./ar/pages').then((m) => m.pages),
      orders: () => import('./ar/orders').then((m) => m.orders),
      admin: () => import('./ar/admin').then((m) => m.admin),
      adminCatalogue: () => import('./ar/admin-catalogue').then((m) => m.adminCatalogue),
      sessions: () => import('./ar/sessions').then((m) => m.sessions),
      money: () => import('./ar/money').then((m) => m.money),
      errors: () => import('./ar/errors').then((m) => m.errors),
    },
  },
};
