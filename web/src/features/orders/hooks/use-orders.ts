import type { Locale } from '@darsak/common';
import { useQuery } from '@tanstack/react-query';
import { locale } from '@/lib/i18n';
import { getOrder } from '../api/get-order';
import { getOrders } from '../api/get-orders';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: number) => [...orderKeys.all, 'mine', userId] as const,
  /** Per language too: the payment texts come written in the page's language (decision 058). */
  one: (reference: string, language: Locale) => [...orderKeys.all, 'one', reference, language] as const,
};

/** The signed-in user's orders (My orders); cached per user, so another account never sees them. */
export const useMyOrders = (userId: number) => useQuery({ queryKey: orderKeys.mine(userId), queryFn: getOrders });

/** One order by its reference; a 404 is an answer (not found), not retried. */
export const useOrder = (reference: string) =>
  useQuery({ queryKey: orderKeys.one(reference, locale), queryFn: () => getOrder(reference) });
