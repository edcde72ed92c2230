import type { en } from '../en/index.ts';
import type { Localized } from '../types.ts';
import { mail } from './mail.ts';
import { money } from './money.ts';
import { pages } from './pages.ts';
import { previews } from './previews.ts';
import { sessions } from './sessions.ts';

/** The server's Arabic texts by area (decision 070), the shape of the English ones. */
export const ar = { mail, previews, sessions, pages, money } as const satisfies Localized<typeof en>;
