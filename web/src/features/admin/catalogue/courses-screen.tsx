import type { AdminCourse } from '@darsak/common';
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

/** /admin/catalogue/courses: search by code or title, current or archived; add, edit, archive, restore. */
export function CoursesScreen() {
  const t = messages.adminCatalogue;
  const c = t.courses;
  const list = useListParams(['q', 'status'] as const);
  const query = useAdminQuery('courses', list.apiParams, () => catalogueApi.courses(list.apiParams));
  const categories = useAdminQuery('categories', { per_page: 100 }, () => catalogueApi.categories({ per_page: 100 }));
  const categoryName = (id: number) => categories.data?.data.find((category) => category.id === id)?.name ?? String(id);
  const action = useAdminAction();
  const toggle = useArchiveToggle(action, c, { archive: t.archive, restore: t.restore });

  const columns: AdminColumn<AdminCourse>[] = [
    {
      key: 'title',
      header: c.title,
      cell: (course) => (
        <Link to={paths.adminCourse.href(course.id)} aria-label={format(t.editOf, { name: `${course.code} ${course.title}` })}>
          <bdi>{course.title}</bdi>
        </Link>
      ),
    },
    { key: 'code', header: c.code, cell: (course) => <bdi className="admin-code">{course.code}</bdi> },
    { key: 'category', header: c.category, cell: (course) => <bdi>{categoryName(course.category_id)}</bdi> },
    { key: 'price', header: c.priceColumn, cell: (course) => <bdi>{formatPrice(course.price)}</bdi> },
    { key: 'state', header: t.state, cell: (course) => <ArchivedPill archived={course.archived} /> },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (course) => (
        <button
          type="button"
          className={`btn btn-small ${course.archived ? 'btn-secondary' : 'btn-ghost'}`}
          aria-label={format(course.archived ? t.restoreOf : t.archiveOf, { name: `${course.code} ${course.title}` })}
          disabled={action.busy}
          onClick={() =>
            void toggle(
              { name: course.title, archived: course.archived },
              { archive: () => catalogueApi.archiveCourse(course.id), restore: () => catalogueApi.restoreCourse(course.id) },
              focusScreenHeading,
            )
          }
        >
          {course.archived ? t.restore : t.archive}
        </button>
      ),
    },
  ];

  return (
    <>
      <CatalogueHeading title={t.parts.courses} />
      <p>
        <Link className="btn btn-primary" to={paths.adminCourse.href('new')}>
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
            rowKey={(course) => course.id}
            listName={t.parts.courses}
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
