import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';

const renderAbout = () =>
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const ANCHORS = [
  ['About Us', 'about-us'],
  ['Our Mission', 'our-mission'],
  ['Our Vision', 'our-vision'],
  ['Meet the Team', 'meet-the-team'],
  ['Join our Team', 'join-our-team'],
] as const;

describe('AboutPage', () => {
  let scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[];

  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
      scrolled.push({ id: this.id, options });
    };
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls smoothly to each section from its anchor and moves focus there', async () => {
    renderAbout();
    const nav = screen.getByRole('navigation', { name: 'About page sections' });
    for (const [label, id] of ANCHORS) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', `#${id}`);
      await userEvent.click(link);
      expect(scrolled.at(-1)).toEqual({ id, options: { behavior: 'smooth', block: 'start' } });
      expect(document.getElementById(id)).toHaveFocus();
    }
  });

  it('jumps without smooth scrolling when the user prefers reduced motion', async () => {
    mockReducedMotion(true);
    renderAbout();
    const nav = screen.getByRole('navigation', { name: 'About page sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Meet the Team' }));
    expect(scrolled.at(-1)).toEqual({ id: 'meet-the-team', options: { behavior: 'auto', block: 'start' } });
  });

  it('links Join Our Team to the application page and shows the team', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/join-team');
    expect(screen.getByRole('img', { name: 'Portrait of Nour Khalil' })).toHaveAttribute('src', '/images/team/nour-khalil.svg');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
    // No placeholder text: the contact details come from configuration.
    expect(screen.queryByText(/Placeholders|to be announced/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@darsak.app' })).toHaveAttribute('href', 'mailto:info@darsak.app');
  });

  it('fades sections in once they scroll into view, over 1.2 s', () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback };
          observed.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    renderAbout();
    const mission = document.getElementById('our-mission')!;
    expect(mission).toHaveClass('reveal');
    expect(mission).not.toHaveClass('is-visible');
    expect(mission.style.getPropertyValue('--reveal-duration')).toBe('1200ms');
    const record = observed.find((entry) => entry.target === mission)!;
    act(() =>
      record.callback([{ target: mission, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(mission).toHaveClass('is-visible');
    expect(document.getElementById('our-vision')).not.toHaveClass('is-visible');
  });

  it('keeps a prerendered section in view as painted, measured before its classes change (decision 061)', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const page = (
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The first section is in view, the others below the fold; a measure after the classes
    // changed would make the browser lay the page out again in the middle of a task.
    const measuredWith: string[] = [];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName === 'SECTION') measuredWith.push(this.className);
      const top = this.id === 'about-us' ? 0 : 2000;
      return { top, bottom: top + 400, left: 0, right: 400, width: 400, height: 400, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(document.getElementById('about-us')).toHaveClass('reveal', 'is-visible');
    expect(document.getElementById('our-mission')).toHaveClass('reveal');
    expect(document.getElementById('our-mission')).not.toHaveClass('is-visible');
    expect(measuredWith.length).toBeGreaterThan(0);
    expect(measuredWith.filter((classes) => classes.includes('reveal'))).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });

  it('shows every section at once, without the animation, when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    vi.stubGlobal('IntersectionObserver', vi.fn());
    renderAbout();
    for (const [, id] of ANCHORS) expect(document.getElementById(id)).not.toHaveClass('reveal');
    expect(IntersectionObserver).not.toHaveBeenCalled();
  });
});
