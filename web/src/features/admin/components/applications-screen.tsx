import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { formatDateTime } from '../format';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { ApplicationStatus } from '../types';
import { AdminHeading } from './admin-layout';
import { FilterBar, SelectFilter } from './list-filters';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/applications: tutor applications by status; each opens to be read and decided. */
export function ApplicationsScreen() {
  const t = messages.admin.applications;
  const list = useListParams(['status'] as const);
  const query = useAdminQuery('applications', list.apiParams, () => adminApi.applications(list.apiParams));
  return (
    <>
      <AdminHeading section="applications" />
      <FilterBar>
        <SelectFilter
          label={t.status}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={[{ value: '', label: messages.admin.all }, ...STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))]}
        />
      </FilterBar>
      <QueryState query={query}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="admin-muted">{messages.admin.empty}</p>
          ) : (
            <>
              <table className="stack-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.university}</th>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((application) => (
                    <tr key={application.id}>
                      <th scope="row" data-label={t.name}>
                        <Link
                          to={paths.adminApplication.href(application.id)}
                          aria-label={format(t.open, { name: application.name })}
                        >
                          {application.name}
                        </Link>
                      </th>
                      <td data-label={t.email}>{application.email}</td>
                      <td data-label={t.university}>{application.university ?? messages.admin.none}</td>
                      <td data-label={t.date}>{formatDateTime(application.submitted_at)}</td>
                      <td data-label={t.status}>
                        <span className={`admin-pill admin-pill--${application.status}`}>{t.statuses[application.status] ?? application.status}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination
                page={list.page}
                perPage={list.perPage}
                total={page.total}
                listName={messages.admin.sections.applications}
                onPage={list.setPage}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
