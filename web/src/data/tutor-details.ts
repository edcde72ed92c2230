import { CATALOGUE_TUTORS, type Tutor } from '@darsak/common';

/**
 * The tutor profiles shown on /tutors/{tutorId}: the six tutors of the catalogue in common, the
 * same ones GET /api/tutors lists. Any other id shows the 'Tutor Not Found' screen.
 */
export const TUTOR_DETAILS: readonly Tutor[] = CATALOGUE_TUTORS;

export const findTutorDetail = (id: string | number | undefined): Tutor | undefined =>
  id === undefined ? undefined : TUTOR_DETAILS.find((tutor) => String(tutor.id) === String(id));
