import { api } from '@/lib/api-client';
import type { Order } from '../types';

/** GET /api/orders: the signed-in user's orders, newest first (401 when signed out). */
export async function getOrders(): Promise<Order[]> {
  const answer = await api.get<Order[] | { data: Order[] }>('/api/orders');
  // Tolerates the list wrapped as {data} as well as bare.
  return Array.isArray(answer) ? answer : (answer?.data ?? []);
}
