import { localizedText } from '@darsak/common';
import { business } from '@/config/business';
import { format, formatPrice, locale, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { dateTimeCell } from '../format';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AuditEntry } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FilterBar, SearchFilter, SelectFilter } from './list-filters';
import { QueryState } from './query-state';

const targetOf = (entry: AuditEntry) => [entry.target_type, entry.target_id].filter(Boolean).join(' ') || null;

/** The details object as short "key: value" text; the log is read, not edited. */
function detailsOf(details: unknown): string | null {
  if (details === null || details === undefined || details === '') return null;
  if (typeof details !== 'object') return String(details);
  const entries = Object.entries(details as Record<string, unknown>);
  return entries.length
    ? entries.map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join('; ')
    : null;
}

const money = (cents: unknown) => (typeof cents === 'number' ? formatPrice((cents / 100).toFixed(2)) : '');
const methodName = (id: unknown) => {
  const method = business.paymentMethods.find((m) => m.id === id);
  return method ? localizedText(method.name, locale) : String(id ?? '');
};

/**
 * The entry as a sentence in the admin's language ('Rana marked DRS-7KQ2M4 paid: $10.00 by
 * Whish', decision 077); an action without a sentence of its own reads 'who: action on what'.
 */
export function auditSentence(entry: AuditEntry): string {
  const s = messages.money.audit.sentence;
  const d = (entry.details ?? {}) as Record<string, unknown>;
  const values = { actor: entry.actor, target: entry.target_id, action: entry.action };
  switch (entry.action) {
    case 'order.mark_paid':
      return format(s.markPaid, { ...values, amount: money(d.usd_cents ?? d.total), method: methodName(d.method) });
    case 'order.payment':
      return format(s.payment, { ...values, amount: money(d.usd_cents), method: methodName(d.method) });
    case 'order.paid':
      return format(s.paid, { ...values, receipt: String(d.receipt_number ?? '') });
    case 'order.refund':
      return format(s.refund, { ...values, amount: money(d.usd_cents), method: methodName(d.method) });
    case 'order.refund_full':
      return format(s.refundFull, { ...values, amount: money(d.usd_cents), method: methodName(d.method) });
    case 'order.cancel':
      return format(s.cancel, values);
    case 'order.note':
      return format(s.note, values);
    case 'lbp_rate.set':
      return format(s.rate, { ...values, rate: String((d.after as { rate?: number } | undefined)?.rate ?? '') });
    default:
      return format(s.other, { ...values, target: [entry.target_type, entry.target_id].filter(Boolean).join(' ') });
  }
}

const RESOURCES = ['order', 'lbp_rate', 'application', 'rating', 'user', 'booking', 'course', 'tutor', 'category'] as const;

/** /admin/audit: every admin write, newest first, as sentences; filtered by who, what and on what. */
export function AuditScreen() {
  const t = messages.admin.audit;
  const f = messages.money.audit;
  const list = useListParams(['actor', 'action', 'target'] as const);
  const query = useAdminQuery('audit', list.apiParams, () => adminApi.audit(list.apiParams));
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'time', header: t.time, cell: (entry) => dateTimeCell(entry.created_at) },
    { key: 'actor', header: t.actor, cell: (entry) => <bdi>{entry.actor}</bdi> },
    {
      key: 'action',
      header: t.action,
      wrap: true,
      cell: (entry) => (
        <>
          <bdi>{auditSentence(entry)}</bdi> <bdi className="admin-code admin-muted">{entry.action}</bdi>
        </>
      ),
    },
    { key: 'target', header: t.target, cell: (entry) => <bdi>{targetOf(entry) ?? messages.admin.none}</bdi> },
    { key: 'details', header: t.details, wrap: true, cell: (entry) => <bdi>{detailsOf(entry.details) ?? messages.admin.none}</bdi> },
  ];

  return (
    <>
      <AdminHeading section="audit" />
      <FilterBar>
        <SearchFilter label={f.actor} value={list.filters.actor} onSearch={(value) => list.setFilter('actor', value)} />
        <SelectFilter
          label={f.action}
          value={list.filters.action}
          onChange={(value) => list.setFilter('action', value)}
          options={[{ value: '', label: f.anyAction }, ...RESOURCES.map((r) => ({ value: r, label: f.resources[r] }))]}
        />
        <SearchFilter label={f.target} value={list.filters.target} onSearch={(value) => list.setFilter('target', value)} />
      </FilterBar>
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(entry) => entry.id}
            listName={messages.admin.sections.audit}
            page={list.page}
            perPage={list.perPage}
            total={page.total}
            totalCapped={page.total_capped}
            onPage={list.setPage}
          />
        )}
      </QueryState>
    </>
  );
}
