import type { AdminTutor } from '@darsak/common';
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
    archiveColumn(action, toggle, (tutor) => ({
      label: tutor.name,
      name: tutor.name,
      archive: () => catalogueApi.archiveTutor(tutor.id),
      restore: () => catalogueApi.restoreTutor(tutor.id),
    })),
  ];

  return (
    <CatalogueList
      title={t.parts.tutors}
      addHref={paths.adminTutor.href('new')}
      texts={c}
      list={list}
      query={query}
      columns={columns}
      feedback={action.feedback}
    />
  );
}
