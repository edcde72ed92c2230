import { format, messages } from '@/lib/i18n';
import { formatAmount, type CartItem } from './cart-storage';

/** The prefilled chat message that confirms an order: the course titles and the total. */
export function paymentMessage(items: CartItem[], total: number): string {
  const t = messages.cart.payment;
  return [
    t.messageIntro,
    ...items.map((item) => format(t.messageItem, { title: item.title, code: item.code, price: item.price })),
    format(t.messageTotal, { total: formatAmount(total) }),
  ].join('\n');
}
