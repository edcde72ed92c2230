import { messages } from '@/lib/i18n';
import './order-status.css';

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

/** The order's status as a coloured label; the colour only repeats what the text says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = (messages.orders.status as Record<string, string>)[status] ?? status;
  return <span className={`order-status order-status--${status}`}>{label}</span>;
}
