import { business } from '@/config/business';
import { format, formatPrice, localized, messages } from '@/lib/i18n';
import { internationalDigits } from '@/lib/phone';
import type { AdminOrder } from './types';

/**
 * A prefilled WhatsApp message to the buyer of a pending order (issue 19): its reference, amount
 * and how to pay (the operator's payment methods). To the phone the buyer left with the order
 * when there is one (the order's screen has it); accounts have no phone number, so from the list
 * the link names none: WhatsApp opens with the text and the operator picks the student's chat
 * (decision 076).
 */
export function buyerMessageLink(order: Pick<AdminOrder, 'reference' | 'total'> & { phone?: string | null }): string {
  const t = messages.admin.orders;
  const total = formatPrice(order.total, 'total');
  const lines = [
    format(t.whatsappMessage, { reference: order.reference, total }),
    ...business.paymentMethods.map((method) => {
      const account = method.account === undefined ? '' : ` (${localized(method.account)})`;
      return `- ${localized(method.name)}${account}`;
    }),
  ];
  const to = order.phone ? (internationalDigits(order.phone) ?? '') : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(lines.join('\n'))}`;
}
