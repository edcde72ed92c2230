import type { Locale } from '@darsak/common';
import { getOrder } from './get-order';
import { getOrders } from './get-orders';

/** The query keys of orders (decision 069); placing an order invalidates all of them. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: number) => [...orderKeys.all, 'mine', userId] as const,
  /** Per language too: the payment texts come written in the page's language (decision 058). */
  one: (reference: string, language: Locale) => [...orderKeys.all, 'one', reference, language] as const,
};

/** The signed-in user's orders (My orders); cached per user, so another account never sees them. */
export const myOrdersQuery = (userId: number) => ({ queryKey: orderKeys.mine(userId), queryFn: getOrders });

/** One order by its reference; a 404 is an answer (not found), not retried. */
export const orderQuery = (reference: string, language: Locale) => ({
  queryKey: orderKeys.one(reference, language),
  queryFn: () => getOrder(reference),
});
