import { messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { formatDateTime } from '../format';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AuditEntry } from '../types';
import { AdminHeading } from './admin-layout';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

const targetOf = (entry: AuditEntry) => [entry.target_type, entry.target_id].filter(Boolean).join(' ') || null;

/** The details object as short "key: value" text; the log is read, not edited. */
function detailsOf(details: unknown): string | null {
  if (details === null || details === undefined || details === '') return null;
  if (typeof details !== 'object') return String(details);
  const entries = Object.entries(details as Record<string, unknown>);
  return entries.length ? entries.map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join('; ') : null;
}

/** /admin/audit: every admin write, newest first: who, what, on what, when, with what details. */
export function AuditScreen() {
  const t = messages.admin.audit;
  const list = useListParams([] as const);
  const query = useAdminQuery('audit', list.apiParams, () => adminApi.audit(list.apiParams));
  return (
    <>
      <AdminHeading section="audit" />
      <QueryState query={query}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="admin-muted">{messages.admin.empty}</p>
          ) : (
            <>
              <table className="stack-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t.time}</th>
                    <th scope="col">{t.actor}</th>
                    <th scope="col">{t.action}</th>
                    <th scope="col">{t.target}</th>
                    <th scope="col">{t.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row" data-label={t.time}>
                        {formatDateTime(entry.created_at)}
                      </th>
                      <td data-label={t.actor}>{entry.actor}</td>
                      <td data-label={t.action}>
                        <span className="admin-code">{entry.action}</span>
                      </td>
                      <td data-label={t.target}>{targetOf(entry) ?? messages.admin.none}</td>
                      <td data-label={t.details} className="admin-table__text">
                        {detailsOf(entry.details) ?? messages.admin.none}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination page={list.page} perPage={list.perPage} total={page.total} listName={messages.admin.sections.audit} onPage={list.setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
