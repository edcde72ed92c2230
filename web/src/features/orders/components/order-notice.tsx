import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { orderChatLink } from '@/lib/payment-message';
import type { PlacedOrderState } from '../order-notice-state';
import './orders.css';

type OrderNoticeProps = PlacedOrderState & { onDismiss: () => void };

/** The message with the reference kept on one line (it would otherwise break at its dash). */
function withReference(template: string, reference: string) {
  return template.split('{reference}').flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className="order-notice__reference">
            {reference}
          </span>,
          part,
        ],
  );
}

/** The home page's notice after Confirm Payment: the reference, a link to the order page, dismissible. */
export function OrderNotice({ placedOrder, chatOpened, onDismiss }: OrderNoticeProps) {
  const t = messages.orders.notice;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const { reference } = placedOrder;

  // The page changed under the user: bring the notice into view and focus so it is read first.
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section ref={ref} className="order-notice" aria-labelledby={titleId} tabIndex={-1}>
      <div className="order-notice__text">
        <h2 id={titleId} className="order-notice__title">
          {withReference(t.title, reference)}
        </h2>
        <p>{withReference(t.body, reference)}</p>
        {!chatOpened && <p className="order-notice__warning">{messages.orders.popupBlocked}</p>}
      </div>
      <div className="order-notice__actions">
        <Link className="btn btn-primary" to={paths.order.href(reference)}>
          {t.view}
        </Link>
        {!chatOpened && (
          <a className="btn btn-secondary" href={orderChatLink(placedOrder)} target="_blank" rel="noopener noreferrer">
            {messages.orders.page.chat}
            <span className="visually-hidden"> {messages.cart.payment.opensInNewTab}</span>
          </a>
        )}
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t.dismiss}
        </button>
      </div>
    </section>
  );
}
