import { messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { dateTimeCell } from '../format';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AuditEntry } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
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

/** /admin/audit: every admin write, newest first: who, what, on what, when, with what details. */
export function AuditScreen() {
  const t = messages.admin.audit;
  const list = useListParams([] as const);
  const query = useAdminQuery('audit', list.apiParams, () => adminApi.audit(list.apiParams));
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'time', header: t.time, cell: (entry) => dateTimeCell(entry.created_at) },
    { key: 'actor', header: t.actor, cell: (entry) => <bdi>{entry.actor}</bdi> },
    { key: 'action', header: t.action, cell: (entry) => <bdi className="admin-code">{entry.action}</bdi> },
    { key: 'target', header: t.target, cell: (entry) => <bdi>{targetOf(entry) ?? messages.admin.none}</bdi> },
    { key: 'details', header: t.details, wrap: true, cell: (entry) => <bdi>{detailsOf(entry.details) ?? messages.admin.none}</bdi> },
  ];

  return (
    <>
      <AdminHeading section="audit" />
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
            onPage={list.setPage}
          />
        )}
      </QueryState>
    </>
  );
}
