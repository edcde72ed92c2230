import type { AdminTutor } from '@darsak/common';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { catalogueApi } from '../api/catalogue-api';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { FeedbackLine } from '../components/feedback-line';
import { FilterBar, SearchFilter, SelectFilter } from '../components/list-filters';
import { QueryState } from '../components/query-state';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { ArchivedPill, CatalogueHeading, focusScreenHeading } from './shared';
import { useArchiveToggle } from './use-archive';

/** /admin/catalogue/tutors: drafts and published tutors, search by name; add, edit, archive, restore. */
export function TutorsScreen() {
  const t = messages.adminCatalogue;
  const c = t.tutors;
  const list = useListParams(['q', 'status'] as const);
  const query = useAdminQuery('catalogueTutors', list.apiParams, () => catalogueApi.tutors(list.apiParams));
  const action = useAdminAction();
  const toggle = useArchiveToggle(action, c, { archive: t.archive, restore: t.restore });

  const columns: AdminColumn<AdminTutor>[] = [
    {
      key: 'name',
      header: c.name,
      cell: (tutor) => (
        <Link to={paths.adminTutor.href(tutor.id)} aria-label={format(t.editOf, { name: tutor.name })}>
          <bdi>{tutor.name}</bdi>
        </Link>
      ),
    },
    { key: 'university', header: c.university, wrap: true, cell: (tutor) => <bdi>{tutor.university}</bdi> },
    { key: 'rate', header: c.hourlyRate, cell: (tutor) => <bdi>{formatPrice(tutor.hourlyRate)}</bdi> },
    {
      key: 'status',
      header: c.status,
      cell: (tutor) => (
        <span className={`admin-pill admin-pill--${tutor.status === 'draft' ? 'pending' : 'approved'}`}>{c.statuses[tutor.status]}</span>
      ),
    },
    { key: 'state', header: t.state, cell: (tutor) => <ArchivedPill archived={tutor.archived} /> },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (tutor) => (
        <button
          type="button"
          className={`btn btn-small ${tutor.archived ? 'btn-secondary' : 'btn-ghost'}`}
          aria-label={format(tutor.archived ? t.restoreOf : t.archiveOf, { name: tutor.name })}
          disabled={action.busy}
          onClick={() =>
            void toggle(
              { name: tutor.name, archived: tutor.archived },
              { archive: () => catalogueApi.archiveTutor(tutor.id), restore: () => catalogueApi.restoreTutor(tutor.id) },
              focusScreenHeading,
            )
          }
        >
          {tutor.archived ? t.restore : t.archive}
        </button>
      ),
    },
  ];

  return (
    <>
      <CatalogueHeading title={t.parts.tutors} />
      <p>
        <Link className="btn btn-primary" to={paths.adminTutor.href('new')}>
          {c.add}
        </Link>
      </p>
      <FilterBar>
        <SearchFilter label={c.searchLabel} value={list.filters.q} onSearch={(value) => list.setFilter('q', value)} />
        <SelectFilter
          label={t.show}
          value={list.filters.status}
          options={[
            { value: '', label: t.statuses.active },
            { value: 'archived', label: t.statuses.archived },
            { value: 'all', label: t.statuses.all },
          ]}
          onChange={(value) => list.setFilter('status', value)}
        />
      </FilterBar>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(tutor) => tutor.id}
            listName={t.parts.tutors}
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
