import { api } from '@/lib/api-client';
import type { OrderDetail } from '../types';

/** GET /api/orders/{reference}: 404 unless this session created it or the user owns it. */
export const getOrder = (reference: string) => api.get<OrderDetail>(`/api/orders/${encodeURIComponent(reference)}`);
