import type { BookingStatus } from '@darsak/common/contracts';
import { messages } from '@/lib/i18n';
import '@/components/order-status/order-status.css';

/** The colours of order statuses, for a session's status. */
const TONE: Record<BookingStatus, 'pending' | 'paid' | 'cancelled' | 'expired'> = {
  held: 'pending',
  confirmed: 'paid',
  completed: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** A session's status as a coloured label; the colour only repeats what the text says. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`order-status order-status--${TONE[status]}`}>{messages.sessions.status[status]}</span>;
}
