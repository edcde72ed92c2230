import { CATALOGUE_TUTORS } from '@darsak/common';
import { useState } from 'react';
import { useAlert } from '@/components/alert/alert-provider';
import { useCatalogue, type Catalogue } from '@/data/catalogue';
import { format, messages } from '@/lib/i18n';
import { formatNodes } from '@/lib/i18n-nodes';
import { adminApi } from '../api/admin-api';
import { dateTimeCell } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AdminRating } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SelectFilter } from './list-filters';
import { personLabel } from './people';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';

const TYPES = ['course', 'tutor', 'product'] as const;

/**
 * The platform has one subject; courses are named by the live catalogue in the reader's language
 * (an archived one by its id), tutors by the messages or the seeded catalogue.
 */
function subjectOf(rating: AdminRating, catalogue: Catalogue | undefined): string {
  const type = messages.admin.ratings.types[rating.type] ?? rating.type;
  if (rating.type === 'product') return type;
  const id = Number(rating.subject_id);
  const name =
    rating.type === 'course'
      ? catalogue?.courses.find((course) => course.id === id)?.title
      : (messages.tutors.texts[id]?.name ?? CATALOGUE_TUTORS.find((tutor) => tutor.id === id)?.name);
  return `${type}: ${name ?? `#${rating.subject_id}`}`;
}

/** /admin/ratings: filter by type and visibility; hide with a reason, show again. */
export function RatingsScreen() {
  const t = messages.admin.ratings;
  const list = useListParams(['type', 'hidden'] as const);
  const query = useAdminQuery('ratings', list.apiParams, () => adminApi.ratings(list.apiParams));
  const action = useAdminAction();
  const { confirm } = useAlert();
  const [hiding, setHiding] = useState<AdminRating | null>(null);
  const { catalogue } = useCatalogue();

  const unhide = async (rating: AdminRating) => {
    if (await confirm(t.confirmUnhide, { confirmLabel: t.unhide })) {
      await action.run(() => adminApi.unhideRating(rating.id), t.unhiddenDone);
    }
  };

  const columns: AdminColumn<AdminRating>[] = [
    { key: 'subject', header: t.subject, cell: (rating) => subjectOf(rating, catalogue) },
    {
      key: 'stars',
      header: t.stars,
      cell: (rating) => (
        <span>
          {format(t.starsValue, { rating: rating.rating })}
          {rating.verified && <span className="admin-pill admin-pill--approved admin-pill--block">{t.verified}</span>}
        </span>
      ),
    },
    {
      key: 'feedback',
      header: t.feedback,
      wrap: true,
      cell: (rating) => (rating.feedback ? <bdi>{rating.feedback}</bdi> : messages.admin.none),
    },
    { key: 'author', header: t.author, cell: (rating) => <bdi>{personLabel(rating.user)}</bdi> },
    { key: 'date', header: t.date, cell: (rating) => dateTimeCell(rating.created_at) },
    {
      key: 'visibility',
      header: t.visibility,
      cell: (rating) =>
        rating.hidden ? (
          <span className="admin-pill admin-pill--rejected">
            {rating.hidden_reason ? formatNodes(t.hiddenBecause, { reason: <bdi>{rating.hidden_reason}</bdi> }) : t.hidden}
          </span>
        ) : (
          <span className="admin-pill admin-pill--approved">{t.visible}</span>
        ),
    },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (rating) =>
        rating.hidden ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={format(t.unhideOf, { id: rating.id })}
            disabled={action.busy}
            onClick={() => void unhide(rating)}
          >
            {t.unhide}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={format(t.hideOf, { id: rating.id })}
            disabled={action.busy}
            onClick={() => setHiding(rating)}
          >
            {t.hide}
          </button>
        ),
    },
  ];

  return (
    <>
      <AdminHeading section="ratings" />
      <FilterBar>
        <SelectFilter
          label={t.type}
          value={list.filters.type}
          onChange={(value) => list.setFilter('type', value)}
          options={[{ value: '', label: messages.admin.all }, ...TYPES.map((type) => ({ value: type, label: t.types[type] }))]}
        />
        <SelectFilter
          label={t.visibility}
          value={list.filters.hidden}
          onChange={(value) => list.setFilter('hidden', value)}
          options={[
            { value: '', label: messages.admin.all },
            { value: '0', label: t.visible },
            { value: '1', label: t.hidden },
          ]}
        />
      </FilterBar>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(rating) => rating.id}
            listName={messages.admin.sections.ratings}
            page={list.page}
            perPage={list.perPage}
            total={page.total}
            totalCapped={page.total_capped}
            onPage={list.setPage}
          />
        )}
      </QueryState>
      {hiding && (
        <ReasonDialog
          title={t.hideTitle}
          body={t.hideBody}
          label={t.reasonLabel}
          required
          tone="danger"
          confirmLabel={t.hide}
          error={action.feedback?.tone === 'error' ? action.feedback.text : null}
          onConfirm={(reason) => action.run(() => adminApi.hideRating(hiding.id, reason), t.hiddenDone)}
          onClose={() => setHiding(null)}
        />
      )}
    </>
  );
}
