import type { previews as en } from '../en/previews.ts';
import { plural, type Localized } from '../types.ts';

/** French texts of the link previews (decision 070): the keys and placeholders of en/previews.ts. */
export const previews = {
  brand: 'Darsak',
  list: ', ',
  course: {
    title: '{title} ({code}) · {brand}',
    description: '{credits}, semestre {semester}, {time}, {price}. Au programme : {topics}.',
    credits: plural({ one: '{count} crédit', other: '{count} crédits' }),
  },
  category: {
    title: '{name} : les cours · {brand}',
  },
  tutor: {
    title: '{name}, tutorat · {brand}',
    description: '{major}, {university}, {year}.',
    descriptionWithBio: '{major}, {university}, {year}. {bio}',
  },
} as const satisfies Localized<typeof en>;
