import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/lib/api-client.test-utils';
import { queryClient } from '@/lib/query';
import { renderAdmin } from './admin.test-utils';

const STATS = { pending_orders: 3, paid_this_month: 5, revenue_this_month: '25.00', pending_applications: 2, ratings_this_week: 9 };

describe('/admin guard', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('asks a visitor to sign in and calls no admin route', async () => {
    const { server } = renderAdmin('/admin', {}, null);
    expect(await screen.findByRole('heading', { name: 'Sign in to use the back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(server.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('tells a student it is not allowed and calls no admin route', async () => {
    const { server } = renderAdmin('/admin/orders', {}, { ...testUser, role: 'student' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office sections' })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('treats a user without a role as not allowed', async () => {
    renderAdmin('/admin', {}, testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });

  it('shows an admin the sections and the dashboard figures', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { body: STATS } });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    for (const name of ['Dashboard', 'Orders', 'Applications', 'Ratings', 'Users', 'Audit log']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending orders' })).toBeInTheDocument();
    const pending = screen.getByRole('heading', { level: 2, name: 'Pending orders' }).closest('li')!;
    expect(pending).toHaveTextContent('3');
    expect(screen.getByText('$25.00 received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Orders: Pending orders' })).toHaveAttribute('href', '/admin/orders?status=pending');
  });

  it('says so when the figures cannot be loaded (a revoked admin gets 403)', async () => {
    renderAdmin('/admin', { 'GET /api/admin/stats': { status: 403, body: { message: 'This action is unauthorized.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
  });
});
