import type { AdminCourse } from '@darsak/common';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, formatPrice, messages } from '@/lib/i18n';
import { catalogueApi } from '../api/catalogue-api';
import type { AdminColumn } from '../components/admin-table';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { ArchivedPill } from './shared';
import { useArchiveToggle } from './use-archive';
import { archiveColumn, CatalogueList } from './catalogue-list';

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
    archiveColumn(action, toggle, (course) => ({
      label: `${course.code} ${course.title}`,
      name: course.title,
      archive: () => catalogueApi.archiveCourse(course.id),
      restore: () => catalogueApi.restoreCourse(course.id),
    })),
  ];

  return (
    <CatalogueList
      title={t.parts.courses}
      addHref={paths.adminCourse.href('new')}
      texts={c}
      list={list}
      query={query}
      columns={columns}
      feedback={action.feedback}
    />
  );
}
