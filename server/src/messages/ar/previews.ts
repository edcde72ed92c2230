import type { previews as en } from '../en/previews.ts';
import { plural, type Localized } from '../types.ts';

/** Arabic texts of the link previews (decision 070): the keys and placeholders of en/previews.ts. */
export const previews = {
  brand: 'درسك',
  list: '، ',
  course: {
    title: '{title} ({code}) · {brand}',
    description: '{credits}، الفصل {semester}، {time}، {price}. ستتعلّم: {topics}.',
    /** The six Arabic forms, as the SPA's catalogue words credits. */
    credits: plural({
      zero: 'بلا أرصدة',
      one: 'رصيد واحد',
      two: 'رصيدان',
      few: '{count} أرصدة',
      many: '{count} رصيدًا',
      other: '{count} رصيد',
    }),
  },
  category: {
    title: 'مقررات {name} · {brand}',
  },
  tutor: {
    title: '{name}، دروس خصوصية · {brand}',
    description: '{major}، {university}، {year}.',
    descriptionWithBio: '{major}، {university}، {year}. {bio}',
  },
} as const satisfies Localized<typeof en>;
