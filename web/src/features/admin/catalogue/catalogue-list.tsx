import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { format, messages } from '@/lib/i18n';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { FeedbackLine } from '../components/feedback-line';
import { FilterBar, SearchFilter, SelectFilter } from '../components/list-filters';
import { QueryState } from '../components/query-state';
import type { Feedback, useAdminAction } from '../hooks/use-admin-action';
import type { useListParams } from '../hooks/use-list-params';
import { CatalogueHeading, focusScreenHeading } from './shared';
import type { useArchiveToggle } from './use-archive';

type ListParams = ReturnType<typeof useListParams<'q' | 'status'>> | ReturnType<typeof useListParams<'q'>>;

/**
 * A catalogue list screen (categories, courses, tutors): its heading, the add button, the search
 * (and the current/archived filter when the list has one), the last action's feedback and the
 * paged table.
 */
export function CatalogueList<T extends { id: number }>(props: {
  title: string;
  addHref: string;
  texts: { add: string; searchLabel: string };
  list: ListParams;
  query: UseQueryResult<{ data: T[]; total: number }>;
  columns: AdminColumn<T>[];
  feedback?: Feedback;
}) {
  const { title, addHref, texts, list, query, columns, feedback } = props;
  const t = messages.adminCatalogue;
  const status = 'status' in list.filters ? list.filters.status : undefined;
  const setFilter = list.setFilter as (key: 'q' | 'status', value: string) => void;
  return (
    <>
      <CatalogueHeading title={title} />
      <p>
        <Link className="btn btn-primary" to={addHref}>
          {texts.add}
        </Link>
      </p>
      <FilterBar>
        <SearchFilter label={texts.searchLabel} value={list.filters.q} onSearch={(value) => setFilter('q', value)} />
        {status !== undefined && (
          <SelectFilter
            label={t.show}
            value={status}
            options={[
              { value: '', label: t.statuses.active },
              { value: 'archived', label: t.statuses.archived },
              { value: 'all', label: t.statuses.all },
            ]}
            onChange={(value) => setFilter('status', value)}
          />
        )}
      </FilterBar>
      {feedback !== undefined && <FeedbackLine feedback={feedback} />}
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(row) => row.id}
            listName={title}
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

/** The actions column of an archivable row: Archive or Restore, confirmed, named after the row. */
export function archiveColumn<T extends { archived: boolean }>(
  action: ReturnType<typeof useAdminAction>,
  toggle: ReturnType<typeof useArchiveToggle>,
  row: (item: T) => { label: string; name: string; archive: () => Promise<unknown>; restore: () => Promise<unknown> },
): AdminColumn<T> {
  const t = messages.adminCatalogue;
  return {
    key: 'actions',
    header: messages.admin.actions,
    cell: (item) => {
      const { label, name, archive, restore } = row(item);
      return (
        <button
          type="button"
          className={`btn btn-small ${item.archived ? 'btn-secondary' : 'btn-ghost'}`}
          aria-label={format(item.archived ? t.restoreOf : t.archiveOf, { name: label })}
          disabled={action.busy}
          onClick={() => void toggle({ name, archived: item.archived }, { archive, restore }, focusScreenHeading)}
        >
          {item.archived ? t.restore : t.archive}
        </button>
      );
    },
  };
}
