import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AdminOrderDetail, MoneyEntry } from '@darsak/common';
import { OrderStatusBadge } from '@/components/order-status/order-status';
import { business } from '@/config/business';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { format, formatPrice, locale, messages } from '@/lib/i18n';
import { localizedText } from '@darsak/common';
import { moneyApi, type MoneyEntryInput } from '../api/money-api';
import { dateTimeCell } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { FeedbackLine } from './feedback-line';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';
import './money.css';
import { formatPhone, telHref } from '@/lib/phone';
import { buyerMessageLink } from '../buyer-message';

const methodName = (id: string) => {
  const method = business.paymentMethods.find((m) => m.id === id);
  return method ? localizedText(method.name, locale) : id;
};
const lira = (value: string | number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale).format(Number(value));

/** /admin/orders/{reference}: the buyer and how to reach them, items, money in and out, notes, history; pay, refund, cancel. */
export function OrderDetail({ reference }: { reference: string }) {
  const t = messages.money.order;
  const query = useAdminQuery('order', reference, () => moneyApi.order(reference));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <p>
        <Link to={paths.adminOrders.href()}>{t.back}</Link>
      </p>
      {notFound ? <p role="alert">{t.notFound}</p> : <QueryState query={query}>{(order) => <OrderView order={order} />}</QueryState>}
    </>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const t = messages.money.order;
  const action = useAdminAction();
  const [cancelling, setCancelling] = useState(false);
  const title = format(t.title, { reference: order.reference });
  const payable = order.status === 'pending' || order.status === 'expired';

  const facts: [string, React.ReactNode][] = [
    [t.status, <OrderStatusBadge key="s" status={order.status} />],
    [t.placed, dateTimeCell(order.created_at)],
    [t.buyer, order.buyer_name ? <bdi>{order.buyer_name}</bdi> : t.guest],
    ...(order.email
      ? [
          [
            t.email,
            <a key="e" href={`mailto:${order.email}`}>
              <bdi>{order.email}</bdi>
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(order.phone ? [[t.phone, <PhoneLink key="p" phone={order.phone} />] as [string, React.ReactNode]] : []),
    [
      t.total,
      <span key="t">
        <bdi>{formatPrice(order.total, 'total')}</bdi>
        {order.total_lbp && (
          <span className="admin-muted money-order__lbp">
            <bdi>{format(t.totalLbp, { amount: lira(order.total_lbp) })}</bdi>
          </span>
        )}
      </span>,
    ],
    [t.paidTotal, <bdi key="pt">{formatPrice(order.paid_total, 'total')}</bdi>],
    [t.balance, <bdi key="b">{formatPrice(order.balance, 'total')}</bdi>],
    ...(order.refunded_total !== '0.00'
      ? [[t.refundedTotal, <bdi key="r">{formatPrice(order.refunded_total, 'total')}</bdi>] as [string, React.ReactNode]]
      : []),
    ...(order.receipt_number
      ? [
          [
            t.receiptNumber,
            <span key="rn">
              <bdi className="admin-code">{order.receipt_number}</bdi>{' '}
              <a href={moneyApi.receiptHref(order.reference)} download>
                {t.downloadReceipt}
              </a>
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];

  return (
    <article className="card admin-detail money-order" aria-labelledby="order-title">
      <title>{format(messages.shell.documentTitle, { page: format(messages.admin.documentTitle, { page: title }) })}</title>
      <h1 id="order-title" className="page-title">
        <bdi>{title}</bdi>
      </h1>
      <dl className="admin-detail__fields">
        {facts.map(([label, value], index) => (
          <div key={`${label}-${index}`} className="admin-detail__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {payable && (
        <p>
          <a
            className="btn btn-secondary btn-small"
            href={buyerMessageLink(order)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${format(messages.admin.orders.whatsappOf, { reference: order.reference })} ${messages.admin.orders.opensInNewTab}`}
          >
            {messages.admin.orders.whatsapp}
          </a>
        </p>
      )}

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="money-order__heading">
          {t.items}
        </h2>
        <ul className="money-order__items">
          {order.items.map((item, index) => (
            <li key={`${item.code}-${index}`}>
              <bdi className="admin-code">{item.code}</bdi> <bdi>{item.title}</bdi>{' '}
              <bdi className="money-order__price">{formatPrice(item.price)}</bdi>
            </li>
          ))}
        </ul>
      </section>

      <EntriesTable heading={t.payments} entries={order.payments} reference={order.reference} empty={t.noPayments} />
      {order.refunds.length > 0 && <EntriesTable heading={t.refunds} entries={order.refunds} reference={order.reference} empty="" />}

      <FeedbackLine feedback={action.feedback} />
      {/* Keyed by what is left: after each entry the form starts again from the new balance. */}
      {payable && <PaymentForm key={`pay-${order.balance}`} order={order} run={action.run} busy={action.busy} kind="payment" />}
      {order.status === 'paid' && (
        <PaymentForm key={`refund-${order.refunded_total}`} order={order} run={action.run} busy={action.busy} kind="refund" />
      )}

      <NotesSection order={order} run={action.run} busy={action.busy} />

      <section aria-labelledby="order-history">
        <h2 id="order-history" className="money-order__heading">
          {t.history}
        </h2>
        <ol className="money-order__history">
          {order.history.map((entry, index) => (
            <li key={index}>
              {format(t.historyLine, {
                status: t.statuses[entry.status as keyof typeof t.statuses] ?? entry.status,
                date: dateTimeCell(entry.at),
              })}
              {entry.by && (
                <>
                  {' '}
                  <span className="admin-muted">{format(t.historyBy, { actor: entry.by })}</span>
                </>
              )}
              {entry.note && (
                <>
                  {' — '}
                  <bdi>{entry.note}</bdi>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>

      {order.status === 'pending' && (
        <div className="admin-detail__actions">
          <button type="button" className="btn btn-danger" disabled={action.busy} onClick={() => setCancelling(true)}>
            {t.cancel}
          </button>
        </div>
      )}
      {cancelling && (
        <ReasonDialog
          title={format(t.cancelTitle, { reference: order.reference })}
          body={t.cancelBody}
          label={t.cancelReason}
          required
          tone="danger"
          confirmLabel={t.cancel}
          error={action.feedback?.tone === 'error' ? action.feedback.text : null}
          onConfirm={(reason) => action.run(() => moneyApi.cancel(order.reference, reason), t.cancelled)}
          onClose={() => setCancelling(false)}
        />
      )}
    </article>
  );
}

function EntriesTable({
  heading,
  entries,
  reference,
  empty,
}: {
  heading: string;
  entries: MoneyEntry[];
  reference: string;
  empty: string;
}) {
  const t = messages.money.order;
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="money-order__heading">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <div className="money-table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="money-table">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.method}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.usd}</th>
                <th scope="col">{t.reference}</th>
                <th scope="col">{t.note}</th>
                <th scope="col">{t.by}</th>
                <th scope="col">{t.proof}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{dateTimeCell(entry.recorded_at)}</td>
                  <td>{methodName(entry.method)}</td>
                  <td>
                    <bdi>{entry.currency === 'LBP' ? `${lira(entry.amount)} LBP` : formatPrice(entry.amount)}</bdi>
                    {entry.rate !== null && (
                      <div className="admin-muted">
                        <bdi>{`@ ${lira(entry.rate)}`}</bdi>
                      </div>
                    )}
                  </td>
                  <td>
                    <bdi>{formatPrice(entry.usd_amount)}</bdi>
                  </td>
                  <td>{entry.receipt_number ? <bdi>{entry.receipt_number}</bdi> : messages.admin.none}</td>
                  <td className="money-table__wrap">{entry.note ? <bdi>{entry.note}</bdi> : messages.admin.none}</td>
                  <td>
                    <bdi>{entry.recorded_by}</bdi>
                  </td>
                  <td>
                    {entry.proof ? (
                      <a href={moneyApi.proofHref(reference, entry.id)} download>
                        {t.downloadProof}
                      </a>
                    ) : (
                      messages.admin.none
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type Run = (call: () => Promise<unknown>, done: string) => Promise<boolean>;

/** Records a payment (with an optional proof) or a refund; a lira amount asks for the rate. */
function PaymentForm({ order, run, busy, kind }: { order: AdminOrderDetail; run: Run; busy: boolean; kind: 'payment' | 'refund' }) {
  const t = messages.money.order;
  const id = useId();
  const [method, setMethod] = useState(business.paymentMethods[0]?.id ?? 'cash');
  const [currency, setCurrency] = useState<'USD' | 'LBP'>('USD');
  const [amount, setAmount] = useState(kind === 'payment' ? order.balance : '');
  const [rate, setRate] = useState('');
  const [receipt, setReceipt] = useState('');
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<File | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: MoneyEntryInput = { method, amount, currency, ...(currency === 'LBP' ? { rate } : {}), receipt_number: receipt, note };
    const ok =
      kind === 'payment'
        ? await run(() => moneyApi.recordPayment(order.reference, input, proof), t.paymentRecorded)
        : await run(() => moneyApi.refund(order.reference, { ...input, note }), t.refundRecorded);
    if (ok) {
      setReceipt('');
      setNote('');
      setProof(null);
    }
  };

  return (
    <form className="money-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="money-order__heading">
        {kind === 'payment' ? t.recordPayment : t.recordRefund}
      </h2>
      <div className="money-form__grid">
        <div className="field">
          <label htmlFor={`${id}-method`}>{t.method}</label>
          <select id={`${id}-method`} className="input" value={method} onChange={(e) => setMethod(e.target.value)}>
            {business.paymentMethods.map((m) => (
              <option key={m.id} value={m.id}>
                {localizedText(m.name, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t.currency}</label>
          <select id={`${id}-currency`} className="input" value={currency} onChange={(e) => setCurrency(e.target.value as 'USD' | 'LBP')}>
            <option value="USD">USD</option>
            <option value="LBP">LBP</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t.amount}</label>
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            dir="ltr"
          />
        </div>
        {currency === 'LBP' && (
          <div className="field">
            <label htmlFor={`${id}-rate`}>{t.rate}</label>
            <input
              id={`${id}-rate`}
              className="input"
              inputMode="numeric"
              required
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              dir="ltr"
            />
          </div>
        )}
        {kind === 'payment' && (
          <div className="field">
            <label htmlFor={`${id}-receipt`}>{t.reference}</label>
            <input id={`${id}-receipt`} className="input" value={receipt} maxLength={64} onChange={(e) => setReceipt(e.target.value)} />
          </div>
        )}
        <div className="field money-form__wide">
          <label htmlFor={`${id}-note`}>{kind === 'payment' ? t.note : t.refundNote}</label>
          <input
            id={`${id}-note`}
            className="input"
            value={note}
            required={kind === 'refund'}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {kind === 'payment' && (
          <div className="field money-form__wide">
            <label htmlFor={`${id}-proof`}>{t.proofLabel}</label>
            <input
              id={`${id}-proof`}
              type="file"
              accept="image/png,image/jpeg,application/pdf"
              onChange={(e) => setProof(e.target.files?.[0] ?? null)}
            />
          </div>
        )}
      </div>
      <button type="submit" className={kind === 'payment' ? 'btn btn-primary' : 'btn btn-secondary'} disabled={busy}>
        {kind === 'payment' ? t.submitPayment : t.submitRefund}
      </button>
    </form>
  );
}

function NotesSection({ order, run, busy }: { order: AdminOrderDetail; run: Run; busy: boolean }) {
  const t = messages.money.order;
  const id = useId();
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await run(() => moneyApi.addNote(order.reference, text.trim()), t.noteAdded)) setText('');
  };
  return (
    <section aria-labelledby={`${id}-notes`}>
      <h2 id={`${id}-notes`} className="money-order__heading">
        {t.notes}
      </h2>
      {order.notes.length === 0 ? (
        <p className="admin-muted">{t.noNotes}</p>
      ) : (
        <ul className="money-order__notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <bdi>{note.body}</bdi>{' '}
              <span className="admin-muted">
                — <bdi>{note.author}</bdi>, {dateTimeCell(note.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="money-form money-form--inline" onSubmit={(event) => void submit(event)}>
        <div className="field money-form__wide">
          <label htmlFor={`${id}-note`}>{t.noteLabel}</label>
          <textarea id={`${id}-note`} className="input" rows={2} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy || !text.trim()}>
          {t.addNote}
        </button>
      </form>
    </section>
  );
}

/** A phone number as every screen writes it, dialled in full (lib/phone.ts); as typed when it reads as none. */
function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  const shown = <bdi dir="ltr">{formatPhone(phone)}</bdi>;
  return href ? <a href={href}>{shown}</a> : shown;
}
