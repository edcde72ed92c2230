import { api } from '@/lib/api-client';
import type { Order } from '../types';

/** GET /api/orders: the signed-in user's orders, newest first (401 when signed out). */
export const getOrders = () => api.get<Order[]>('/api/orders');
