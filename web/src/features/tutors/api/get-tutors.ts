import type { Tutor } from '@darsak/common';
import { api } from '@/lib/api-client';

/** GET /api/tutors: the tutors shown on /tutors (SPEC section 7). */
export const getTutors = () => api.get<Tutor[]>('/api/tutors');
