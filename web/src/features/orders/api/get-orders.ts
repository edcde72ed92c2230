import { call } from '@/lib/api-client';

/** GET /api/orders: the signed-in user's orders, newest first (401 when signed out). */
export const getOrders = () => call('GET /api/orders');
