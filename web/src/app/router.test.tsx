import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

describe('router', () => {
  it("shows 'Unexpected Application Error!' with a way home for an unknown route", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Its own minimal header and landmarks, since it replaces the layout.
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Darsak, home' }));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('reports an unexpected error without the 404 wording', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          ...routes[0]!,
          children: [
            {
              index: true,
              Component: () => {
                throw new Error('boom');
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText('404 Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
  });
});
