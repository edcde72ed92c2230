import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_GROUPS } from '@darsak/common';
import { format, formatPrice, locale, messages } from '@/lib/i18n';
import { moneyApi } from '../api/money-api';
import { dateTimeCell } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { AdminHeading } from './admin-layout';
import { FeedbackLine } from './feedback-line';
import { QueryState } from './query-state';
import './money.css';

type Group = (typeof REPORT_GROUPS)[number];
const lira = (value: number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale).format(value);

/** The first of the month a year back, and today (UTC): the default range. */
function defaultRange() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1));
  return { from: from.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

/** /admin/reports: totals, received by month (a chart), a breakdown, the CSV exports and the lira rate. */
export function ReportsScreen() {
  const t = messages.money.reports;
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const fallback = defaultRange();
  const from = search.get('from') || fallback.from;
  const to = search.get('to') || fallback.to;
  const group = (REPORT_GROUPS as readonly string[]).includes(search.get('group') ?? '') ? (search.get('group') as Group) : 'course';
  const [draft, setDraft] = useState({ from, to, group });
  const report = useAdminQuery('revenue', `${from}|${to}|${group}`, () => moneyApi.revenue({ from, to, group }));
  const months = useAdminQuery('revenue', `${from}|${to}|month`, () => moneyApi.revenue({ from, to, group: 'month' }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ from: draft.from, to: draft.to, group: draft.group });
  };

  return (
    <>
      <AdminHeading section="reports" />
      <form className="admin-filters" onSubmit={apply} aria-label={t.title}>
        <div className="field admin-filter">
          <label htmlFor={`${id}-from`}>{t.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="field admin-filter">
          <label htmlFor={`${id}-to`}>{t.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="field admin-filter">
          <label htmlFor={`${id}-group`}>{t.group}</label>
          <select
            id={`${id}-group`}
            className="input"
            value={draft.group}
            onChange={(e) => setDraft({ ...draft, group: e.target.value as Group })}
          >
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t.groups[g]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t.apply}
        </button>
      </form>

      <QueryState query={report}>
        {(data) => (
          <>
            <dl className="money-totals">
              {(
                [
                  [t.orders, String(data.totals.orders)],
                  [t.paid, formatPrice(data.totals.paid_usd, 'total')],
                  [t.refunded, formatPrice(data.totals.refunded_usd, 'total')],
                  [t.net, formatPrice(data.totals.net_usd, 'total')],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="money-totals__figure">
                  <dt>{label}</dt>
                  <dd>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby={`${id}-chart`}>
              <h2 id={`${id}-chart`} className="money-order__heading">
                {t.chartTitle}
              </h2>
              {months.data && months.data.rows.length > 0 ? (
                <MonthChart rows={months.data.rows} label={t.paid} />
              ) : (
                <p className="admin-muted">{t.noData}</p>
              )}
            </section>
            <section aria-labelledby={`${id}-breakdown`}>
              <h2 id={`${id}-breakdown`} className="money-order__heading">
                {t.breakdown}: {t.groups[data.group]}
              </h2>
              {data.rows.length === 0 ? (
                <p className="admin-muted">{t.noData}</p>
              ) : (
                <div className="money-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-breakdown`}>
                  <table className="money-table">
                    <thead>
                      <tr>
                        <th scope="col">{t.key}</th>
                        <th scope="col">{t.orders}</th>
                        <th scope="col">{t.paid}</th>
                        <th scope="col">{t.refunded}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.rows.map((row) => (
                        <tr key={row.key}>
                          <td className="money-table__wrap">
                            <bdi>{row.label}</bdi>
                          </td>
                          <td>{row.orders}</td>
                          <td>
                            <bdi>{formatPrice(row.paid_usd)}</bdi>
                          </td>
                          <td>
                            <bdi>{formatPrice(row.refunded_usd)}</bdi>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </QueryState>

      <div className="money-exports">
        <a className="btn btn-secondary" href={moneyApi.exportHref('orders', { from, to })} download>
          {t.exportOrders}
        </a>
        <a className="btn btn-secondary" href={moneyApi.exportHref('payments', { from, to })} download>
          {t.exportPayments}
        </a>
      </div>

      <RateSection />
    </>
  );
}

/** Received by month, drawn by uPlot: loaded with this screen only (its own chunk), never elsewhere. */
function MonthChart({ rows, label }: { rows: { key: string; paid_usd: string }[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled || !box.current) return;
      // One bar per month, by its position; the axis names the month.
      const x = rows.map((_, index) => index);
      const y = rows.map((r) => Number(r.paid_usd));
      const width = Math.max(280, box.current.clientWidth);
      chart = new UPlot(
        {
          width,
          height: 240,
          series: [
            {},
            {
              label,
              stroke: '#1f4fd1',
              fill: 'rgba(31, 79, 209, 0.35)',
              width: 1,
              paths: UPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            },
          ],
          axes: [{ values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (rows[tick]?.key ?? '') : '')) }, {}],
          scales: {
            x: { time: false, range: () => [-0.5, rows.length - 0.5] },
            y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
          },
          legend: { show: false },
        },
        [x, y],
        box.current,
      );
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [rows, label]);
  return (
    <div className="money-chart" ref={box} role="img" aria-label={rows.map((r) => `${r.key}: ${r.paid_usd} USD`).join('; ')}>
      {!ready && <p className="admin-muted">{messages.money.reports.chartLoading}</p>}
    </div>
  );
}

/** The day's lira rate: set it, see who set which before (every change audited). */
function RateSection() {
  const r = messages.money.rate;
  const id = useId();
  const query = useAdminQuery('lbpRate', undefined, () => moneyApi.rates());
  const action = useAdminAction();
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.run(() => moneyApi.setRate(Number(rate), note || undefined), r.saved)) {
      setRate('');
      setNote('');
    }
  };
  return (
    <section aria-labelledby={`${id}-rate`}>
      <h2 id={`${id}-rate`} className="money-order__heading">
        {r.title}
      </h2>
      <QueryState query={query}>
        {(data) => (
          <>
            <p>
              {data.current
                ? format(r.current, { rate: lira(data.current.rate), date: dateTimeCell(data.current.set_at), actor: data.current.set_by })
                : r.none}
            </p>
            {data.history.length > 1 && (
              <details>
                <summary>{r.history}</summary>
                <ul>
                  {data.history.slice(1).map((row) => (
                    <li key={row.set_at + row.rate}>
                      <bdi>{`${lira(row.rate)} LBP`}</bdi> — {dateTimeCell(row.set_at)} — <bdi>{row.set_by}</bdi>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </QueryState>
      <form className="money-form money-form--inline" onSubmit={(event) => void submit(event)}>
        <div className="money-form__grid">
          <div className="field">
            <label htmlFor={`${id}-value`}>{r.label}</label>
            <input
              id={`${id}-value`}
              className="input"
              inputMode="numeric"
              required
              pattern="[0-9]{1,8}"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              dir="ltr"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>{r.noteLabel}</label>
            <input id={`${id}-note`} className="input" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={action.busy}>
          {r.save}
        </button>
      </form>
      <FeedbackLine feedback={action.feedback} />
    </section>
  );
}
