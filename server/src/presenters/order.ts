import {
  formatCents,
  indicativeLbp,
  paymentMethodIn,
  type Locale,
  type Order,
  type OrderDetail,
  type OrderItem,
  type PaymentMethod,
} from '@darsak/common';
import type { OrderItemRow, OrderWithItems } from '../repositories/orders.ts';
import { sessionTitle, tutorNameIn } from './booking.ts';

/**
 * An order's line: a course as the spec has it ({course_id, code, title, price}), or a session
 * ({kind: 'session', course_id: null, code: 'SESSION', ...}) titled in the reader's language
 * (decision 072).
 */
export function presentOrderItem(
  item: Pick<OrderItemRow, 'kind' | 'course_id' | 'code' | 'title' | 'price_cents' | 'session'>,
  locale: Locale = 'en',
): OrderItem {
  const price = formatCents(item.price_cents);
  if (item.kind === 'plan') return { kind: 'plan', course_id: null, code: item.code, title: item.title, price };
  // A tutor's package of hours (decision 086): its stored title, '5 hours with Rana Haddad'.
  if (item.kind === 'package') return { kind: 'package', course_id: null, code: item.code, title: item.title, price };
  if (item.kind !== 'session') return { course_id: Number(item.course_id), code: item.code, title: item.title, price };
  const session = item.session;
  const title = session
    ? sessionTitle(
        {
          duration: session.duration,
          tutor: tutorNameIn(session.tutor_name, session.tutor_translations, locale),
          start: Date.parse(session.start_at),
        },
        locale,
      )
    : item.title;
  return { kind: 'session', course_id: null, code: item.code, title, price };
}

/** An order as the buyer sees it (POST /api/orders, GET /api/orders): no ids, no session key. */
export const presentOrder = (order: OrderWithItems, locale: Locale = 'en'): Order => ({
  reference: order.reference,
  // Past its expiry an order is expired, even before the periodic job wrote it.
  status: order.status === 'pending' && order.expires_at <= new Date().toISOString() ? 'expired' : order.status,
  items: order.items.map((i) => presentOrderItem(i, locale)),
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
export const presentOrderDetail = (
  order: OrderWithItems,
  methods: PaymentMethod[],
  locale: Locale,
  lbpRate: number | null = null,
): OrderDetail => ({
  ...presentOrder(order, locale),
  paid_at: order.paid_at,
  payment_methods: presentPaymentMethods(methods, order.reference, locale),
  // The money desk (decision 077): the receipt once paid, the total in lira at the day's rate (indicative).
  receipt_number: order.receipt_number ?? null,
  total_lbp: lbpRate ? String(indicativeLbp(order.total_cents, lbpRate)) : null,
  lbp_rate: lbpRate,
});
