import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { chatLink, mailtoInfo } from '@/config/business';
import { format, formatPrice, messages } from '@/lib/i18n';
import { courseTitle } from '@/lib/localize-content';
import { orderChatLink, type PricedOrder } from '@/lib/payment-message';
import { useCart } from '../cart-context';
import { CartIcon } from './cart-icon';
import './payment.css';

export type PaymentSummaryProps<O extends PricedOrder> = {
  /** Creates the order on the server (which prices it) from the cart's course ids. */
  placeOrder: (courseIds: number[]) => Promise<O>;
  /** Runs once the order exists and the cart is empty; chatOpened is false when a pop-up blocker ate the tab. */
  onPlaced: (order: O, chatOpened: boolean) => void;
  /** Shown beside the order: how to pay. */
  aside?: ReactNode;
};

/**
 * The payment screen: order details, total and the chat-based confirmation (SPEC section 2).
 * Confirm Payment creates the order first (issue 7), then points the chat tab at the
 * prefilled message carrying the reference; if the call fails, the cart stays as it was.
 */
export function PaymentSummary<O extends PricedOrder>({ placeOrder, onPlaced, aside }: PaymentSummaryProps<O>) {
  const { items, total, clear } = useCart();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = messages.cart.payment;

  const confirm = async () => {
    if (busy) return;
    // Opened synchronously inside the click so that pop-up blockers allow it; pointed at the
    // chat once the order exists. Not 'noopener': that would hand back no window to steer.
    const tab = window.open('', '_blank');
    setBusy(true);
    setFailure(null);
    try {
      const order = await placeOrder(items.map((item) => item.id));
      if (tab) {
        tab.opener = null;
        tab.location.href = orderChatLink(order);
      }
      clear();
      onPlaced(order, tab !== null);
    } catch {
      tab?.close();
      setFailure(messages.orders.placeFailed);
      setBusy(false);
    }
  };

  return (
    <div className={`page container payment${items.length > 0 ? ' payment--with-order' : ''}`}>
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <h1 className="page-title">{t.title}</h1>

      {items.length === 0 ? (
        <section className="card payment__empty" aria-labelledby="payment-empty-title">
          <span className="payment__empty-icon">
            <CartIcon size={36} />
          </span>
          <h2 id="payment-empty-title">{t.empty}</h2>
          <p>{t.emptyHint}</p>
          <Link to={paths.categories.href()} className="btn btn-primary">
            {t.browse}
          </Link>
        </section>
      ) : (
        <div className="payment__layout">
          <section className="card payment__order" aria-labelledby="payment-order-title">
            <h2 id="payment-order-title" className="payment__order-title">
              {t.orderDetails}
            </h2>
            <ul className="payment__items">
              {items.map((item) => (
                <li key={item.id} className="payment__item">
                  <span className="payment__item-name">
                    <span className="payment__item-title">{courseTitle(item)}</span>
                    <bdi className="payment__item-code">{item.code}</bdi>
                  </span>
                  <span className="payment__item-price">
                    <bdi>{formatPrice(item.price)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
            <p className="payment__total">
              <span>{t.total}</span>
              <strong>
                <bdi>{formatPrice(total, 'total')}</bdi>
              </strong>
            </p>
            <p className="payment__note">{t.howItWorks}</p>
            {failure && (
              <p className="payment__failure" role="alert">
                {failure}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary payment__confirm"
              onClick={() => void confirm()}
              aria-disabled={busy}
              aria-describedby={busy ? 'payment-placing' : undefined}
            >
              {t.confirm}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </button>
            {busy && (
              <p id="payment-placing" className="payment__placing" role="status">
                {messages.orders.placing}
              </p>
            )}
          </section>
          {aside}
        </div>
      )}

      <footer className="payment__footer">
        <p className="payment__thanks">{t.thanks}</p>
        <p>{t.supportIntro}</p>
        <p className="payment__support">
          <a href={chatLink(t.supportChatMessage)} target="_blank" rel="noopener noreferrer">
            {t.supportChat}
            <span className="visually-hidden"> {messages.shell.footer.opensInNewTab}</span>
          </a>
          <a href={mailtoInfo(t.supportSubject)}>{t.supportEmail}</a>
        </p>
      </footer>
    </div>
  );
}
