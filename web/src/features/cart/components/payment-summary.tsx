import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { chatLink, mailtoInfo } from '@/config/business';
import { format, messages } from '@/lib/i18n';
import { courseTitle } from '@/lib/localize-content';
import { useCart } from '../cart-context';
import { formatAmount } from '../cart-storage';
import { paymentMessage } from '../payment-message';
import { CartIcon } from './cart-icon';
import './payment.css';

/** The payment screen: order details, total and the chat-based confirmation (SPEC section 2). */
export function PaymentSummary() {
  const t = messages.cart.payment;
  const { items, total, clear } = useCart();
  const navigate = useNavigate();

  const confirm = () => {
    // Opened synchronously inside the click so that pop-up blockers allow it.
    window.open(chatLink(paymentMessage(items, total)), '_blank', 'noopener,noreferrer');
    clear();
    navigate(paths.home.href());
  };

  return (
    <div className="page container payment">
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
                <span className="payment__item-price"><bdi>{format(t.price, { price: item.price })}</bdi></span>
              </li>
            ))}
          </ul>
          <p className="payment__total">
            <span>{t.total}</span>
            <strong><bdi>{format(t.totalValue, { total: formatAmount(total) })}</bdi></strong>
          </p>
          <p className="payment__note">{t.howItWorks}</p>
          <button type="button" className="btn btn-primary payment__confirm" onClick={confirm}>
            {t.confirm}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </button>
        </section>
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
