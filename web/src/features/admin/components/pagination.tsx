import { format, messages } from '@/lib/i18n';

type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total` (ADMIN_TOTAL_CAP, decision 040): there are more rows and pages. */
  capped?: boolean;
  /** Rows on this page: where the page ends when the total is capped. */
  shown: number;
  listName: string;
  onPage: (page: number) => void;
};

/** Previous and next page buttons with where the rows sit in the whole list. */
export function Pagination({ page, perPage, total, capped = false, shown, listName, onPage }: PaginationProps) {
  const t = messages.admin.pagination;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const from = (page - 1) * perPage + 1;
  const to = capped ? from + shown - 1 : Math.min(total, page * perPage);
  return (
    <nav className="admin-pagination" aria-label={format(t.label, { list: listName })}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <p className="admin-pagination__summary">
        <span>{format(capped ? t.pageCapped : t.page, { page, pages })}</span>
        <span className="admin-pagination__range">{format(capped ? t.summaryCapped : t.summary, { from, to, total })}</span>
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={capped ? shown < perPage : page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
