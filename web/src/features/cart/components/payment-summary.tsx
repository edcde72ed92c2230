import { indicativeLbp, type FieldErrorCode } from '@darsak/common';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { chatLink, mailtoInfo } from '@/config/business';
import { ApiError, call } from '@/lib/api-client';
import { format, formatPrice, messages } from '@/lib/i18n';
import { needsNetwork } from '@/lib/network-error';
import { courseTitle } from '@/lib/localize-content';
import { orderChatLink, type PricedOrder } from '@/lib/payment-message';
import { useCart } from '../cart-context';
import { CartIcon } from './cart-icon';
import './payment.css';

/**
 * The field errors of a 422 that speak to the buyer: those coded orders.* (a course she owns
 * already). A validation message such as 'The selected course ids.0 is invalid.' is not one.
 */
function buyerRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const codes = (error.body as { error_codes?: Record<string, FieldErrorCode[]> } | null)?.error_codes ?? {};
  const texts = Object.entries(error.errors).flatMap(([field, list]) =>
    list.filter((_, index) => codes[field]?.[index]?.code.startsWith('orders.')),
  );
  return texts.length > 0 ? texts.join(' ') : undefined;
}

export type PaymentSummaryProps<O extends PricedOrder> = {
  /** Creates the order on the server (which prices it) from the cart's course ids. */
  placeOrder: (courseIds: number[]) => Promise<O>;
  /** Runs once the order exists and the cart is empty; chatOpened is false when a pop-up blocker ate the tab. */
  onPlaced: (order: O, chatOpened: boolean) => void;
  /** Shown beside the order: how to pay. */
  aside?: ReactNode;
};

/**
 * The day's lira rate (GET /api/lbp-rate), asked for once the cart has something: undefined
 * while asking, null when none is set or it cannot be read (offline: the dollars suffice).
 */
function useLbpRate(wanted: boolean): number | null | undefined {
  const [rate, setRate] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    call('GET /api/lbp-rate').then(
      (answer) => live && setRate(answer.rate),
      () => live && setRate(null),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return rate;
}

/**
 * The payment screen: order details, total and the chat-based confirmation (SPEC section 2).
 * Confirm Payment creates the order first (issue 7), then points the chat tab at the
 * prefilled message carrying the reference; if the call fails, the cart stays as it was.
 */
export function PaymentSummary<O extends PricedOrder>({ placeOrder, onPlaced, aside }: PaymentSummaryProps<O>) {
  const { items, total, clear } = useCart();
  const rate = useLbpRate(items.length > 0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = messages.cart.payment;

  const confirm = async () => {
    if (busy) return;
    // Opened synchronously inside the click so that pop-up blockers allow it; pointed at the
    // chat once the order exists. Not 'noopener': that would hand back no window to steer.
    // Offline, no tab: the order cannot be placed (the service worker says so, below).
    const tab = navigator.onLine ? window.open('', '_blank') : null;
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
    } catch (error) {
      tab?.close();
      // Offline: 'this needs the network' (decision 083); a refusal worded for the buyer (a course
      // she owns already, decision 079) as it is said; anything else, the order's own failure text.
      setFailure(needsNetwork(error) ? error.message : (buyerRefusal(error) ?? messages.orders.placeFailed));
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
            {/* The day's lira rate (decision 077): the total in LBP, rounded to 1,000, marked
                indicative. Its line is held while the rate is asked for, so nothing below moves. */}
            {rate !== null && (
              <p className="payment__lbp">
                {rate !== undefined && <bdi>{format(t.totalLbp, { amount: indicativeLbp(Math.round(total * 100), rate) })}</bdi>}
              </p>
            )}
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
