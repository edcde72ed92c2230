import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { RootLayout } from './root';

function renderLayout() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: RootLayout,
      children: [
        { index: true, element: <h1>Page</h1> },
        { path: 'next', element: <h1>Next</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('RootLayout', () => {
  // ScrollRestoration scrolls the window, which jsdom does not implement.
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('starts with a skip link to the main content, which holds the page', () => {
    renderLayout();
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveAccessibleName('Skip to main content');
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Page' }));
  });

  it('has the navigation bar and a footer with the info links and the social links', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/plans', '/testimonials', '/contact', '/faq', '/support', '/privacy-policy']) {
      expect(hrefs).toContain(path);
    }
    // No blog exists, so no link promises one (decision 035).
    expect(hrefs).not.toContain('/blog');
    for (const url of Object.values(business.social)) {
      const link = footer.querySelector(`a[href="${url}"]`)!;
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('scrolls to the top when a new page opens', async () => {
    const router = renderLayout();
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/next'));
    expect(screen.getByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
