import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, setXsrfCookie } from '@/lib/api-client.test-utils';
import { QueryProvider } from '@/lib/query';
import { TutorPackagesSection } from './tutor-packages';

const pkg = (id: number, hours: number, price: string, archived = false) => ({
  id,
  tutor_id: 1,
  hours,
  price,
  price_per_hour: (Number(price) / hours).toFixed(2),
  archived,
  archived_at: archived ? '2026-11-20T10:00:00.000Z' : null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const server = mockApi({ 'GET /api/admin/tutors/1/packages': { body: [pkg(3, 5, '65.00'), pkg(4, 10, '120.00', true)] }, ...routes });
  render(
    <QueryProvider>
      <TutorPackagesSection tutorId={1} tutorName="Rana Haddad" />
    </QueryProvider>,
  );
  return server;
}

describe('the tutor editor’s packages of hours (decision 086)', () => {
  beforeEach(() => setXsrfCookie('token-3'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('lists the packages with their hourly price and which are archived', async () => {
    renderSection({});
    const section = await screen.findByRole('region', { name: 'Packages of hours' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('5 hours');
    expect(items[0]).toHaveTextContent('$13 an hour');
    expect(items[1]).toHaveTextContent('Archived');
    expect(within(items[1]!).getByRole('button', { name: 'Put back on sale' })).toBeInTheDocument();
  });

  it('adds a package and changes a price through the API', async () => {
    const server = renderSection({
      'POST /api/admin/tutors/1/packages': { status: 201, body: pkg(5, 2, '28.00') },
      'PATCH /api/admin/tutors/1/packages/3': { body: pkg(3, 5, '60.00') },
    });
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByLabelText('Hours'), '2');
    await userEvent.type(screen.getByLabelText('Price (USD)'), '28');
    await userEvent.click(screen.getByRole('button', { name: 'Add the package' }));
    expect(await screen.findByText('The 2 hours package is added.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/tutors/1/packages')[0]!.body).toEqual({ hours: '2', price: '28' });

    const price = screen.getByLabelText('Price of the 5 hours package (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '60');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save the price' })[0]!);
    expect(await screen.findByText('The price of the 5 hours package is saved.')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/admin/tutors/1/packages/3')[0]!.body).toEqual({ price: '60' });
  });

  it('archives a package and shows a refused package’s field errors', async () => {
    const server = renderSection({
      'PATCH /api/admin/tutors/1/packages/3': { body: pkg(3, 5, '65.00', true) },
      'POST /api/admin/tutors/1/packages': {
        status: 422,
        body: {
          message: 'The amount must be between 0.01 and 10000.',
          code: 'catalogue.amount_range',
          errors: { price: ['The amount must be between 0.01 and 10000.'] },
          error_codes: { price: [{ code: 'catalogue.amount_range' }] },
        },
      },
    });
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The 5 hours package is archived: it is no longer on sale.')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/admin/tutors/1/packages/3')[0]!.body).toEqual({ archived: true });

    await userEvent.type(screen.getByLabelText('Hours'), '3');
    await userEvent.type(screen.getByLabelText('Price (USD)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add the package' }));
    expect(await screen.findByText('The amount must be between 0.01 and 10000.')).toBeInTheDocument();
  });
});
