import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { dateTimeCell } from '../format';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AdminApplicationSummary, ApplicationStatus } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FilterBar, SelectFilter } from './list-filters';
import { QueryState } from './query-state';

const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/applications: tutor applications by status; each opens to be read and decided. */
export function ApplicationsScreen() {
  const t = messages.admin.applications;
  const list = useListParams(['status'] as const);
  const query = useAdminQuery('applications', list.apiParams, () => adminApi.applications(list.apiParams));
  const columns: AdminColumn<AdminApplicationSummary>[] = [
    {
      key: 'name',
      header: t.name,
      cell: (application) => (
        <Link to={paths.adminApplication.href(application.id)} aria-label={format(t.open, { name: application.name })}>
          <bdi>{application.name}</bdi>
        </Link>
      ),
    },
    { key: 'email', header: t.email, cell: (application) => <bdi>{application.email}</bdi> },
    {
      key: 'university',
      header: t.university,
      cell: (application) => (application.university ? <bdi>{application.university}</bdi> : messages.admin.none),
    },
    { key: 'date', header: t.date, cell: (application) => dateTimeCell(application.submitted_at) },
    {
      key: 'status',
      header: t.status,
      cell: (application) => (
        <span className={`admin-pill admin-pill--${application.status}`}>{t.statuses[application.status] ?? application.status}</span>
      ),
    },
  ];

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
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(application) => application.id}
            listName={messages.admin.sections.applications}
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
