import { call } from '@/lib/api-client';

/** POST /api/orders: the server prices the courses and answers the new pending order (201). */
export const createOrder = (courseIds: number[]) =>
  call('POST /api/orders', { body: { course_ids: courseIds } }, { csrf: true });
