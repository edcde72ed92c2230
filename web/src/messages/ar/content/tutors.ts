/** Arabic tutors texts: in common/, shared with the server's link previews. */
export { TUTOR_TEXTS_AR as tutors } from '@darsak/common';
