import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable, type AdminColumn } from './admin-table';

type Row = { id: number; name: string; note: string };
const COLUMNS: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => <strong>{row.name}</strong> },
  { key: 'note', header: 'Note', wrap: true, cell: (row) => row.note },
  { key: 'actions', header: 'Actions', cell: (row) => <button type="button">{`Open ${row.name}`}</button> },
];
const ROWS: Row[] = [
  { id: 1, name: 'Rana', note: 'First' },
  { id: 2, name: 'Karim', note: 'Second' },
];

function renderTable(props: Partial<Parameters<typeof AdminTable<Row>>[0]> = {}) {
  const onPage = vi.fn();
  render(
    <AdminTable
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      listName="Users"
      page={1}
      perPage={2}
      total={5}
      onPage={onPage}
      {...props}
    />,
  );
  return onPage;
}

describe('AdminTable', () => {
  it('says the list is empty, with neither table nor pagination', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Nothing to show.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has a column header per column and the first column names each row', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Note', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Rana', 'Karim']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('button', { name: 'Open Karim' })).toBeInTheDocument();
  });

  it('labels every cell with its column for the stacked phone layout, and lets long text wrap', () => {
    renderTable();
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Note', 'Actions']);
    expect(screen.getAllByRole('rowheader')[0]).toHaveAttribute('data-label', 'Name');
    expect(cells[0]).toHaveClass('admin-table__text');
    expect(cells[1]).not.toHaveClass('admin-table__text');
  });

  it('pages through the list', async () => {
    const onPage = renderTable();
    const pages = screen.getByRole('navigation', { name: 'Pages of Users' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says "more than" when the server capped the total, and still offers the next page at the cap', async () => {
    // total 4 capped at a cap of 4, two per page: page 2 is the cap's last page, yet more rows exist.
    const onPage = renderTable({ page: 2, total: 4, totalCapped: true });
    const pages = screen.getByRole('navigation', { name: 'Pages of Users' });
    expect(pages).toHaveTextContent('Page 2 of more than 2');
    expect(pages).toHaveTextContent('3–4 of more than 4');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('ends a capped list where its rows end', () => {
    renderTable({ page: 3, total: 4, totalCapped: true, rows: ROWS.slice(0, 1) });
    const pages = screen.getByRole('navigation', { name: 'Pages of Users' });
    expect(pages).toHaveTextContent('5–5 of more than 4');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('keeps the exact wording and the last page when the total is exact', () => {
    renderTable({ page: 3, total: 5, rows: ROWS.slice(0, 1) });
    const pages = screen.getByRole('navigation', { name: 'Pages of Users' });
    expect(pages).toHaveTextContent('Page 3 of 3');
    expect(pages).toHaveTextContent('5–5 of 5');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
