import { formatCents, paymentMethodIn, type Locale, type Order, type OrderDetail, type PaymentMethod } from '@darsak/common';
import type { OrderWithItems } from '../repositories/orders.ts';

/** An order as the buyer sees it (POST /api/orders, GET /api/orders): no ids, no session key. */
export const presentOrder = (order: OrderWithItems): Order => ({
  reference: order.reference,
  // Past its expiry an order is expired, even before the periodic job wrote it.
  status: order.status === 'pending' && order.expires_at <= new Date().toISOString() ? 'expired' : order.status,
  items: order.items.map((i) => ({ course_id: Number(i.course_id), code: i.code, title: i.title, price: formatCents(i.price_cents) })),
  total: formatCents(order.total_cents),
  currency: 'USD',
  created_at: order.created_at,
  expires_at: order.expires_at,
});

/** How to pay an order in `locale` (English where the operator wrote none), "{reference}" filled in. */
export const presentPaymentMethods = (methods: PaymentMethod[], reference: string, locale: Locale) =>
  methods.map((method) => {
    const text = paymentMethodIn(method, locale);
    return { ...text, instructions: text.instructions.replaceAll('{reference}', reference) };
  });

/** GET /api/orders/{reference}: also when it was paid and how to pay, in the reader's language. */
export const presentOrderDetail = (order: OrderWithItems, methods: PaymentMethod[], locale: Locale): OrderDetail => ({
  ...presentOrder(order),
  paid_at: order.paid_at,
  payment_methods: presentPaymentMethods(methods, order.reference, locale),
});
