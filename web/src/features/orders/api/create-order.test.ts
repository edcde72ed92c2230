import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { queryClient } from '@/lib/query';
import { createOrder } from './create-order';
import { orderKeys } from './order-queries';

describe('createOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the course ids and marks the cached orders stale, so 'My orders' shows the new one", async () => {
    const order = { reference: 'DRS-7KQ2MX', status: 'pending', items: [], total: '5.00', currency: 'USD' };
    const server = mockApi({ 'POST /api/orders': { status: 201, body: order } });
    queryClient.setQueryData(orderKeys.mine(7), []);
    await expect(createOrder([1, 2])).resolves.toMatchObject({ reference: 'DRS-7KQ2MX' });
    expect(server.callsTo('POST /api/orders')[0]!.body).toEqual({ course_ids: [1, 2] });
    expect(queryClient.getQueryState(orderKeys.mine(7))?.isInvalidated).toBe(true);
  });
});
