import { useQuery } from '@tanstack/react-query';
import { locale } from '@/lib/i18n';
import { myOrdersQuery, orderQuery } from '../api/order-queries';

/** The signed-in user's orders (My orders). */
export const useMyOrders = (userId: number) => useQuery(myOrdersQuery(userId));

/** One order by its reference, in the page's language. */
export const useOrder = (reference: string) => useQuery(orderQuery(reference, locale));
