import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { DocsPage } from './docs-page';

const renderDocs = () =>
  render(
    <MemoryRouter>
      <DocsPage />
    </MemoryRouter>,
  );

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Quick links' && text !== 'Still need help?');
const search = () => screen.getByRole('searchbox', { name: 'Search the documentation' });

describe('DocsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the six sections with navigation, quick links, support buttons and the version', () => {
    renderDocs();
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getting Started', 'Platform Features', 'For Tutors', 'Payments & Billing', 'FAQ', 'Support']);
    expect(within(nav).getByRole('link', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Create an account/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Find a tutor/ })).toHaveAttribute('href', '/tutors');
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Live Chat/ }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${business.whatsappNumber}\\?text=`),
    );
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      `mailto:${business.infoEmail}?subject=Support%20request`,
    );
    expect(screen.getByText('Version 2.1.0')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
  });

  it('keeps a whole section when its title matches the search', async () => {
    renderDocs();
    await userEvent.type(search(), 'billing');
    expect(await screen.findByText('4 matching topics')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['Payments & Billing']);
  });

  it('finds items by words in their text, not only their titles, ignoring case', async () => {
    renderDocs();
    await userEvent.type(search(), 'PROMOTIONS FOLDER');
    expect(await screen.findByText('2 matching topics')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'I did not receive the verification e-mail.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Your cart' })).not.toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['Getting Started', 'FAQ']);
    expect(document.querySelectorAll('mark').length).toBeGreaterThan(0);
  });

  it('finds an item by its title', async () => {
    renderDocs();
    await userEvent.type(search(), 'semester plans');
    expect(await screen.findByText('1 matching topic')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Semester plans' })).toBeInTheDocument();
  });

  it("shows 'No results found' when nothing matches, and everything again once cleared", async () => {
    renderDocs();
    await userEvent.type(search(), 'quantum teleportation');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Documentation sections' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(sectionHeadings()).toContain('Support');
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('');
  });

  it('marks the section in view as current as the reader scrolls', () => {
    const observers = stubIntersectionObserver();
    renderDocs();
    const observer = observers.at(-1)!;
    expect(observer.targets.map((target) => target.id)).toContain('payments-billing');
    // Payments & Billing is the last section whose top has passed 35 % of the viewport.
    const tops: Record<string, number> = {
      'getting-started': -1800,
      'platform-features': -900,
      'for-tutors': -300,
      'payments-billing': window.innerHeight * 0.3,
      faq: window.innerHeight * 0.9,
      support: window.innerHeight * 2,
    };
    placeSections(tops);
    act(() => observer.callback([], {} as IntersectionObserver));
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    expect(within(nav).getByRole('link', { name: 'Payments & Billing' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Getting Started' })).not.toHaveAttribute('aria-current');
  });

  it('marks the last section in view as current at the end of the page, however short it is', () => {
    const observers = stubIntersectionObserver();
    renderDocs();
    // The end of the page: FAQ and Support are short, their tops below the 35 % line.
    const tops: Record<string, number> = {
      'getting-started': -3000,
      'platform-features': -2000,
      'for-tutors': -1200,
      'payments-billing': window.innerHeight * 0.1,
      faq: window.innerHeight * 0.5,
      support: window.innerHeight * 0.7,
    };
    placeSections(tops);
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const current = () => within(nav).getByRole('link', { current: true });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 + window.innerHeight });
    try {
      act(() => observers.at(-1)!.callback([], {} as IntersectionObserver));
      expect(current()).toHaveTextContent('Support');
      // Not at the end: the 35 % line decides.
      Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 + window.innerHeight * 2 });
      act(() => observers.at(-1)!.callback([], {} as IntersectionObserver));
      expect(current()).toHaveTextContent('Payments & Billing');
    } finally {
      Reflect.deleteProperty(window, 'scrollY');
      Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    }
  });

  it('scrolls to a section from the sidebar and moves focus to it', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderDocs();
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'FAQ' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.getElementById('faq')).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'true');
  });
});

/** Where each section's top is, in pixels from the top of the viewport. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

/** An IntersectionObserver that records its callback and targets, for the test to fire. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
  return observers;
}
