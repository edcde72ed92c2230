import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { OrderStatusBadge } from '@/components/order-status/order-status';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { formatDate } from '@/lib/format-date';
import { useMyOrders } from '../hooks/use-orders';
import '@/components/data-table/stack-table.css';
import './orders.css';

/** Profile's 'My orders': reference, date, total and status of each order, newest first. */
export function MyOrders({ userId }: { userId: number }) {
  const t = messages.orders.mine;
  const titleId = useId();
  const query = useMyOrders(userId);
  const { hash } = useLocation();
  // The navigation's 'My orders' is /profile#my-orders: this section, once it is drawn.
  useEffect(() => {
    if (hash === '#my-orders') document.getElementById('my-orders')?.scrollIntoView({ block: 'start' });
  }, [hash, query.isSuccess]);

  return (
    <section id="my-orders" className="card my-orders" aria-labelledby={titleId}>
      <h2 id={titleId} className="my-orders__title">
        {t.title}
      </h2>
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : query.isError ? (
        <div role="alert" className="my-orders__failure">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <div className="my-orders__empty">
          <p>{t.empty}</p>
          <Link to={paths.categories.href()} className="btn btn-secondary">
            {t.browse}
          </Link>
        </div>
      ) : (
        <table className="my-orders__table stack-table">
          <thead>
            <tr>
              <th scope="col">{t.reference}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.total}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((order) => (
              <tr key={order.reference}>
                <th scope="row" data-label={t.reference}>
                  <Link to={paths.order.href(order.reference)} aria-label={format(t.view, { reference: order.reference })}>
                    {order.reference}
                  </Link>
                </th>
                <td data-label={t.date}>{formatDate(order.created_at)}</td>
                <td data-label={t.total}>
                  <bdi>{formatPrice(order.total, 'total')}</bdi>
                </td>
                <td data-label={t.status}>
                  <OrderStatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
