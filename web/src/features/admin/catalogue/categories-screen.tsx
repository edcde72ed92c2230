import type { AdminCategory } from '@darsak/common';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, formatNumber, messages } from '@/lib/i18n';
import { catalogueApi } from '../api/catalogue-api';
import type { AdminColumn } from '../components/admin-table';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import { CatalogueList } from './catalogue-list';

/** /admin/catalogue/categories: search by name; add or rename (a category is never deleted, decision 071). */
export function CategoriesScreen() {
  const t = messages.adminCatalogue;
  const c = t.categories;
  const list = useListParams(['q'] as const);
  const query = useAdminQuery('categories', list.apiParams, () => catalogueApi.categories(list.apiParams));
  const columns: AdminColumn<AdminCategory>[] = [
    {
      key: 'name',
      header: c.name,
      cell: (category) => (
        <Link to={paths.adminCategory.href(category.id)} aria-label={format(t.editOf, { name: category.name })}>
          <bdi>{category.name}</bdi>
        </Link>
      ),
    },
    { key: 'description', header: c.description, wrap: true, cell: (category) => <bdi>{category.description}</bdi> },
    { key: 'courses', header: c.courseCount, cell: (category) => formatNumber(category.course_count) },
  ];
  return (
    <CatalogueList
      title={t.parts.categories}
      addHref={paths.adminCategory.href('new')}
      texts={c}
      list={list}
      query={query}
      columns={columns}
    />
  );
}
