import { call } from '@/lib/api-client';

/** GET /api/orders/{reference}: 404 unless this session created it or the user owns it. */
export const getOrder = (reference: string) => call('GET /api/orders/:reference', { params: { reference } });
