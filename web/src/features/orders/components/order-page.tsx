import { useId } from 'react';
import { Link } from 'react-router';
import { PaymentMethods } from '@/components/payment-methods/payment-methods';
import { OrderStatusBadge } from '@/components/order-status/order-status';
import { paths } from '@/config/paths';
import { apiHref, ApiError } from '@/lib/api-client';
import { format, formatPrice, messages } from '@/lib/i18n';
import { courseTitle } from '@/lib/localize-content';
import { orderChatLink } from '@/lib/payment-message';
import { beirutDateTime } from '@/lib/beirut-time';
import { formatDate } from '@/lib/format-date';
import { useOrder } from '../hooks/use-orders';
import type { OrderDetail } from '../types';
import './orders.css';

/** /orders/{reference}: what was ordered, its status and, while pending, how to pay. */
export function OrderPage({ reference }: { reference: string }) {
  const t = messages.orders.page;
  const query = useOrder(reference);
  const documentTitle = format(messages.shell.documentTitle, { page: format(t.documentTitle, { reference }) });

  if (query.isPending) {
    return (
      <div className="page container order-page">
        <title>{documentTitle}</title>
        <p role="status" className="order-page__loading">
          {t.loading}
        </p>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page container order-page">
        <title>{documentTitle}</title>
        <section className="card order-page__missing" aria-labelledby="order-missing-title">
          <h1 id="order-missing-title" className="page-title">
            {notFound ? t.notFoundTitle : format(t.title, { reference })}
          </h1>
          <p role={notFound ? undefined : 'alert'}>{notFound ? format(t.notFoundBody, { reference }) : t.loadFailed}</p>
          <div className="order-page__actions">
            {!notFound && (
              <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
                {t.retry}
              </button>
            )}
            <Link className="btn btn-secondary" to={paths.home.href()}>
              {t.backHome}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  return <OrderDetails order={query.data} documentTitle={documentTitle} />;
}

function OrderDetails({ order, documentTitle }: { order: OrderDetail; documentTitle: string }) {
  const t = messages.orders.page;
  const itemsId = useId();
  const pending = order.status === 'pending';
  // A booking's order (issue 19): one item, the session, held until paid (its expiry is the hold's end).
  const session = order.items.some((item) => item.kind === 'session');
  return (
    <div className="page container order-page">
      <title>{documentTitle}</title>
      <header className="order-page__header">
        <h1 className="page-title">{format(t.title, { reference: order.reference })}</h1>
        <p className="order-page__meta">
          <span className="visually-hidden">{t.statusLabel}: </span>
          <OrderStatusBadge status={order.status} />
          <span>{format(t.placedOn, { date: formatDate(order.created_at, { withTime: true }) })}</span>
          {order.paid_at && <span>{format(t.paidOn, { date: formatDate(order.paid_at, { withTime: true }) })}</span>}
        </p>
      </header>
      <div className="order-page__layout">
        <section className="card order-page__order" aria-labelledby={itemsId}>
          <h2 id={itemsId} className="order-page__subtitle">
            {session ? t.sessionItems : t.items}
          </h2>
          <ul className="order-page__items">
            {order.items.map((item) => (
              <li key={item.course_id ?? `${item.code}-${item.title}`} className="order-page__item">
                <span className="order-page__item-name">
                  <span className="order-page__item-title">{courseTitle({ id: item.course_id, title: item.title })}</span>
                  <bdi className="order-page__item-code">{item.code}</bdi>
                </span>
                <bdi className="order-page__item-price">{formatPrice(item.price)}</bdi>
              </li>
            ))}
          </ul>
          <p className="order-page__total">
            <span>{t.total}</span>
            <strong>
              <bdi>{formatPrice(order.total, 'total')}</bdi>
            </strong>
          </p>
          {/* The day's lira rate (decision 077): the total in LBP, rounded to 1,000, marked indicative. */}
          {order.total_lbp && (
            <p className="order-page__lbp">
              <bdi>{format(t.totalLbp, { amount: Number(order.total_lbp) })}</bdi>
            </p>
          )}
          {order.receipt_number && (
            <a
              className="btn btn-secondary order-page__receipt"
              href={apiHref('GET /api/orders/:reference/receipt.pdf', { params: { reference: order.reference } })}
              download
            >
              {format(t.receipt, { number: order.receipt_number })}
            </a>
          )}
          {pending && (
            <>
              {order.expires_at && (
                <p className="order-page__expiry">
                  {session
                    ? format(t.holdUntil, { date: beirutDateTime(order.expires_at) })
                    : format(t.expiresOn, { date: formatDate(order.expires_at) })}
                </p>
              )}
              <a className="btn btn-primary order-page__chat" href={orderChatLink(order)} target="_blank" rel="noopener noreferrer">
                {t.chat}
                <span className="visually-hidden"> {messages.cart.payment.opensInNewTab}</span>
              </a>
              <p className="order-page__hint">{t.chatHint}</p>
            </>
          )}
        </section>
        {pending && <PaymentMethods reference={order.reference} total={order.total} methods={order.payment_methods} />}
      </div>
    </div>
  );
}
