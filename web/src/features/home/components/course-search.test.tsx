import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CourseSearch } from './course-search';
import { embedSeedCatalogue } from '@/testing/catalogue';

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CourseSearch />
    </MemoryRouter>,
  );
  const box = screen.getByRole('searchbox', { name: 'Course title or code' });
  const search = (text: string) => user.clear(box).then(() => (text ? user.type(box, `${text}{Enter}`) : user.type(box, '{Enter}')));
  return { user, box, search };
}

describe('CourseSearch', () => {
  // The home page carries the catalogue (decision 074).
  let page: ReturnType<typeof embedSeedCatalogue>;
  beforeEach(() => {
    page = embedSeedCatalogue();
  });
  afterEach(() => page.remove());

  it('shows the heading and the hint tied to the box', () => {
    const { box } = setup();
    expect(screen.getByRole('heading', { name: 'Find Your Course, Apply Now!!' })).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Search for courses by title or code.');
  });

  it('opens the Search Results overlay with the matches, clears the box and locks scroll', async () => {
    const { box, search } = setup();
    await search('bio');
    const dialog = screen.getByRole('dialog', { name: 'Search Results' });
    const titles = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(titles).toHaveLength(5);
    expect(titles.join(' ')).toContain('Cell Biology');
    expect(titles.join(' ')).toContain('Biostatistics');
    expect(box).toHaveValue('');
    expect(document.body).toHaveClass('scroll-locked');
  });

  it('matches a code regardless of case', async () => {
    const { search } = setup();
    await search('i1200');
    const dialog = screen.getByRole('dialog', { name: 'Search Results' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(dialog).toHaveTextContent('Data Structures');
  });

  it('closes the overlay with its close control and releases the scroll', async () => {
    const { user, search } = setup();
    await search('linear');
    await user.click(screen.getByRole('button', { name: 'Close search results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it("says 'No results found' when nothing matches, keeping the query", async () => {
    const { box, search } = setup();
    await search('astronomy');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toHaveValue('astronomy');
  });

  it('ignores blank and whitespace-only queries', async () => {
    const { search } = setup();
    await search('');
    await search('    ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
