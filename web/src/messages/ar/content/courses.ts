/** Arabic courses texts: in common/, shared with the server's link previews. */
export { COURSE_TEXTS_AR as courses } from '@darsak/common';
