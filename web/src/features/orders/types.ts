import type { PaymentMethod } from '@darsak/common';

/** The order statuses of issue 7: pending until the business marks it paid, cancels it or it expires. */
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

export type OrderItem = { course_id: number; code: string; title: string; price: string };

/** An order as POST /api/orders, GET /api/orders and GET /api/orders/{reference} answer it. */
export type Order = {
  reference: string;
  status: OrderStatus;
  items: OrderItem[];
  /** A string with 2 decimals, priced by the server. */
  total: string;
  currency: string;
  created_at: string;
  expires_at: string | null;
  paid_at?: string | null;
  /** GET /api/orders/{reference} only: how to pay, with the reference filled in. */
  payment_methods?: PaymentMethod[];
};
