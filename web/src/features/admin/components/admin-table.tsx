import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n';
import { Pagination } from './pagination';

/** One column of a back-office list: its header and what each row shows in it. */
export type AdminColumn<T> = {
  /** Stable React key of the column. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Long free text (feedback, details): wraps instead of widening the table. */
  wrap?: boolean;
};

type Props<T> = {
  /** The first column names the row (a row header, th scope="row"). */
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The list's name, for the pagination's label ('Pages of Orders'). */
  listName: string;
  page: number;
  perPage: number;
  total: number;
  /** The total stopped at the server's cap (decision 040): 'more than' it. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
};

/**
 * A page of a back-office list: 'Nothing here yet' when empty, otherwise a table that stacks
 * into labelled cards on phones (stack-table) with previous/next pagination under it.
 */
export function AdminTable<T>({ columns, rows, rowKey, listName, page, perPage, total, totalCapped, onPage }: Props<T>) {
  if (rows.length === 0) return <p className="admin-muted">{messages.admin.empty}</p>;
  const [first, ...rest] = columns;
  return (
    <>
      {/* Wider than its column (a tablet, the French labels): the table scrolls in its own frame,
          never the page; focusable so that the keyboard scrolls it too. */}
      <div className="admin-table__frame" role="region" aria-label={listName} tabIndex={0}>
        <table className="stack-table admin-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {first && (
                  <th scope="row" data-label={first.header} className={first.wrap ? 'admin-table__text' : undefined}>
                    {first.cell(row)}
                  </th>
                )}
                {rest.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.wrap ? 'admin-table__text' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        perPage={perPage}
        total={total}
        capped={totalCapped}
        shown={rows.length}
        listName={listName}
        onPage={onPage}
      />
    </>
  );
}
