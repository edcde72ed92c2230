import { call } from '@/lib/api-client';
import { queryLibrary } from '@/lib/deferred-query';
import { orderKeys } from './order-queries';

/**
 * POST /api/orders: the server prices the courses and answers the new pending order (201). The
 * orders in the cache are stale then ('My orders' shows it when next opened). /payment does not
 * load the query library for that: before it has loaded, the cache holds no orders to mark.
 */
export async function createOrder(courseIds: number[]) {
  const order = await call('POST /api/orders', { body: { course_ids: courseIds } }, { csrf: true });
  void queryLibrary()?.queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return order;
}
