import { api } from '@/lib/api-client';
import type { Order } from '../types';

/** POST /api/orders: the server prices the courses and answers the new pending order (201). */
export const createOrder = (courseIds: number[]) =>
  api.post<Order>('/api/orders', { course_ids: courseIds }, { csrf: true });
