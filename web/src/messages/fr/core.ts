/** The French areas the first screen shows (messages/areas.ts CORE_AREAS, in that order). */
import { cart } from './cart';
import { catalog } from './catalog';
import { content } from './content';
import { home } from './home';
import { ratings } from './ratings';
import { shell } from './shell';

export const core = { shell, home, catalog, cart, ratings, content } as const;
