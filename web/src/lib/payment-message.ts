import { appOrigin, chatLink } from '@/config/business';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { courseTitle } from '@/lib/localize-content';

/** What the chat message needs of an order: the server's titles, codes, prices, total and reference. */
export type PricedOrder = {
  reference: string;
  /** course_id is null for a session with a tutor (its title comes worded by the server). */
  items: { course_id: number | null; title: string; code: string; price: string }[];
  total: string;
};

/** The prefilled chat message that confirms an order: the course titles (in the page's language), the total, the reference and the order page's address. */
export function paymentMessage(order: PricedOrder): string {
  const t = messages.cart.payment;
  return [
    t.messageIntro,
    ...order.items.map((item) =>
      format(t.messageItem, {
        title: courseTitle({ id: item.course_id, title: item.title }),
        code: item.code,
        price: formatPrice(item.price),
      }),
    ),
    format(t.messageTotal, { total: formatPrice(order.total, 'total') }),
    format(messages.orders.messageReference, { reference: order.reference }),
    // The order page's address (issue 21): the operator and the student both reach the order from the chat.
    format(messages.orders.messageOrderPage, { url: `${appOrigin()}${paths.order.href(order.reference)}` }),
  ].join('\n');
}

/** The WhatsApp link carrying that message. */
export const orderChatLink = (order: PricedOrder) => chatLink(paymentMessage(order));
