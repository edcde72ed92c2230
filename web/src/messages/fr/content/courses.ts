/** French courses texts: in common/, shared with the server's link previews. */
export { COURSE_TEXTS_FR as courses } from '@darsak/common';
