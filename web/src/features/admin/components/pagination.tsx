import { format, messages } from '@/lib/i18n';

type PaginationProps = { page: number; perPage: number; total: number; listName: string; onPage: (page: number) => void };

/** Previous and next page buttons with where the rows sit in the whole list. */
export function Pagination({ page, perPage, total, listName, onPage }: PaginationProps) {
  const t = messages.admin.pagination;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="admin-pagination" aria-label={format(t.label, { list: listName })}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <p className="admin-pagination__summary">
        <span>{format(t.page, { page, pages })}</span>
        <span className="admin-pagination__range">{format(t.summary, { from, to, total })}</span>
      </p>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
