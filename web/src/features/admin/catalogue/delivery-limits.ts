import type { contracts } from '@darsak/common/contracts';

type Enrolment = (typeof contracts)['enrolment'];

/**
 * The limits of what a course delivers (common/src/contracts/enrolment.ts, decision 079), as the
 * back office's form applies them before the server does. Copies, not imports: the SPA takes only
 * types from the contracts (decision 066: no zod and no contract object in its bundle). Each copy
 * is typed by the contract's own constant, so tsc fails when one drifts; the byte limit is a plain
 * number, so course-delivery.test.tsx compares it.
 */
export const LINK_KINDS: Enrolment['COURSE_LINK_KINDS'] = ['chat', 'recording', 'other'];
export const LINKS_MAX: Enrolment['COURSE_LINKS_MAX'] = 10;
export const SCHEDULE_MAX: Enrolment['COURSE_SCHEDULE_MAX'] = 60;
/** MATERIAL_MAX_BYTES: 20 MB. */
export const MATERIAL_MAX_BYTES = 20 * 1024 * 1024;
/** The files the server takes for a material (MATERIAL_TYPE_LIST), for the file picker. */
export const MATERIAL_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';
/** A lecture's length in minutes (scheduleInputSchema.duration_minutes). */
export const LECTURE_MINUTES = { min: 15, max: 600 } as const;

export type LinkKind = Enrolment['COURSE_LINK_KINDS'][number];
