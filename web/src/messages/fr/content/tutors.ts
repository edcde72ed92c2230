/** French tutors texts: in common/, shared with the server's link previews. */
export { TUTOR_TEXTS_FR as tutors } from '@darsak/common';
