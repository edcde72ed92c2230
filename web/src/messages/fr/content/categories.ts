/** French categories texts: in common/, shared with the server's link previews. */
export { CATEGORY_TEXTS_FR as categories } from '@darsak/common';
