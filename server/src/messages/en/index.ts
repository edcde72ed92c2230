import { mail } from './mail.ts';
import { money } from './money.ts';
import { pages } from './pages.ts';
import { previews } from './previews.ts';
import { sessions } from './sessions.ts';

/** The server's English texts by area (decision 070); its type is the shape of every language. */
export const en = { mail, previews, sessions, pages, money } as const;
