import { call } from '@/lib/api-client';

/** GET /api/tutors: the tutors shown on /tutors (SPEC section 7). */
export const getTutors = () => call('GET /api/tutors');
