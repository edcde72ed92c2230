import { plural } from '../types.ts';

/**
 * English texts of the link previews (decision 070): the Open Graph title and description of a
 * course, category or tutor page (decisions 036, 048). {brand} is the name in the titles (this
 * catalogue's `brand`); course, category and tutor words come from common/src/content.
 */
export const previews = {
  /** The name that ends every title. */
  brand: 'Darsak',
  /** Joins a course's topics. */
  list: ', ',
  course: {
    title: '{title} ({code}) · {brand}',
    /** {credits} is `credits` below; {price} a formatted price; {topics} the topics joined by `list`. */
    description: '{credits}, semester {semester}, {time}, {price}. You will learn: {topics}.',
    credits: plural({ one: '{count} credit', other: '{count} credits' }),
  },
  category: {
    title: '{name} courses · {brand}',
  },
  tutor: {
    title: '{name}, tutor · {brand}',
    description: '{major}, {university}, {year}.',
    /** {bio} is the tutor's own text. */
    descriptionWithBio: '{major}, {university}, {year}. {bio}',
  },
} as const;
