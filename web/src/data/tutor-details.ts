import { TUTOR_PROFILES, type Tutor } from '@darsak/common';

/**
 * The tutor profiles shown on /tutors/{tutorId} (SPEC section 2: the detail view looks the tutor
 * up in a static list of two). Any other id shows the 'Tutor Not Found' screen.
 */
export const TUTOR_DETAILS: readonly Tutor[] = TUTOR_PROFILES;

export const findTutorDetail = (id: string | number | undefined): Tutor | undefined =>
  id === undefined ? undefined : TUTOR_DETAILS.find((tutor) => String(tutor.id) === String(id));
