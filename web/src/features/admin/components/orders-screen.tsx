import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAlert } from '@/components/alert/alert-provider';
import { OrderStatusBadge } from '@/components/order-status/order-status';
import { format, formatPrice, messages } from '@/lib/i18n';
import { formatNodes } from '@/lib/i18n-nodes';
import { courseTitle } from '@/lib/localize-content';
import { adminApi } from '../api/admin-api';
import { dateTimeCell, formatList } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AdminOrder } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SearchFilter, SelectFilter } from './list-filters';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';
import { buyerMessageLink } from '../buyer-message';

const STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;

/** /admin/orders: filter by status, search by reference or e-mail, mark paid (with a note) or cancel. */
export function OrdersScreen() {
  const t = messages.admin.orders;
  const list = useListParams(['status', 'q'] as const);
  const query = useAdminQuery('orders', list.apiParams, () => adminApi.orders(list.apiParams));
  const action = useAdminAction();
  const { confirm } = useAlert();
  const [paying, setPaying] = useState<AdminOrder | null>(null);

  const cancel = async (order: AdminOrder) => {
    const ok = await confirm(format(t.confirmCancel, { reference: order.reference }), {
      confirmLabel: t.confirmCancelButton,
      cancelLabel: t.keep,
      tone: 'danger',
    });
    if (ok) await action.run(() => adminApi.cancelOrder(order.reference), format(t.cancelled, { reference: order.reference }));
  };

  const columns: AdminColumn<AdminOrder>[] = [
    {
      key: 'reference',
      header: t.reference,
      cell: (order) => (
        <Link to={paths.adminOrder.href(order.reference)}>
          <bdi className="admin-code">{order.reference}</bdi>
        </Link>
      ),
    },
    { key: 'date', header: t.date, cell: (order) => dateTimeCell(order.created_at) },
    { key: 'buyer', header: t.buyer, cell: (order) => (order.email ? <bdi>{order.email}</bdi> : t.guest) },
    {
      key: 'items',
      header: t.items,
      // Titles in the reader's language; the order keeps the English ones it was made with.
      cell: (order) =>
        order.items?.length
          ? formatList(order.items.map((item) => courseTitle({ id: item.course_id, title: item.title })))
          : messages.admin.none,
    },
    { key: 'total', header: t.total, cell: (order) => <bdi>{formatPrice(order.total, 'total')}</bdi> },
    { key: 'status', header: t.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (order) =>
        order.status === 'pending' ? (
          <span className="admin-actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-label={format(t.markPaidOf, { reference: order.reference })}
              disabled={action.busy}
              onClick={() => setPaying(order)}
            >
              {t.markPaid}
            </button>
            <a
              className="btn btn-secondary btn-small"
              href={buyerMessageLink(order)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${format(t.whatsappOf, { reference: order.reference })} ${t.opensInNewTab}`}
            >
              {t.whatsapp}
            </a>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label={format(t.cancelOf, { reference: order.reference })}
              disabled={action.busy}
              onClick={() => void cancel(order)}
            >
              {t.cancelOrder}
            </button>
          </span>
        ) : (
          messages.admin.none
        ),
    },
  ];

  return (
    <>
      <AdminHeading section="orders" />
      <FilterBar>
        <SelectFilter
          label={t.status}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={[{ value: '', label: t.statusAll }, ...STATUSES.map((s) => ({ value: s, label: messages.orders.status[s] }))]}
        />
        <SearchFilter label={t.searchLabel} value={list.filters.q} onSearch={(value) => list.setFilter('q', value)} />
      </FilterBar>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(order) => order.reference}
            listName={messages.admin.sections.orders}
            page={list.page}
            perPage={list.perPage}
            total={page.total}
            totalCapped={page.total_capped}
            onPage={list.setPage}
          />
        )}
      </QueryState>
      {paying && (
        <ReasonDialog
          title={formatNodes(t.markPaidTitle, { reference: <bdi className="admin-token">{paying.reference}</bdi> })}
          body={formatNodes(t.markPaidBody, {
            reference: <bdi className="admin-token">{paying.reference}</bdi>,
            total: <bdi className="admin-token">{formatPrice(paying.total, 'total')}</bdi>,
          })}
          label={t.noteLabel}
          placeholder={t.notePlaceholder}
          required={false}
          error={action.feedback?.tone === 'error' ? action.feedback.text : null}
          confirmLabel={t.confirmMarkPaid}
          onConfirm={(note) =>
            action.run(() => adminApi.markPaid(paying.reference, note || undefined), format(t.markedPaid, { reference: paying.reference }))
          }
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}
