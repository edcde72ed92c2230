import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tutor } from '@darsak/common';
import { getTutors } from '@/features/tutors/api/get-tutors';
import { Component as TutorsRoute } from './tutors';

vi.mock('@/features/tutors/api/get-tutors', () => ({ getTutors: vi.fn() }));
const getTutorsMock = vi.mocked(getTutors);

const tutor = (id: number, name: string, courses: string[]): Tutor => ({
  id,
  image: `/images/tutors/${name.toLowerCase().replace(' ', '-')}.svg`,
  name,
  university: 'Lebanese University',
  major: 'Biochemistry',
  year: 'Year 4',
  bio: null,
  courses,
  rating: 4,
  reviews: [],
  privateCourses: [],
  contact: { email: 'x@darsak.app', phone: '+961 70 000 000', whatsapp: '96170000000' },
  joinedDate: '2024-01-01',
  yearsOfExperience: 1,
  hourlyRate: 15,
  students: 10,
  successRate: 90,
  availability: [],
});

const TUTORS = [tutor(1, 'Rana Haddad', ['Cell Biology (B1100)']), tutor(3, 'Maya Khoury', [])];

function renderTutors() {
  const router = createMemoryRouter([{ path: '/tutors', Component: TutorsRoute }], { initialEntries: ['/tutors'] });
  return render(<RouterProvider router={router} />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/tutors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    getTutorsMock.mockReset();
  });

  it('keeps the loader for at least 1.5 s even when the tutors arrive at once', async () => {
    getTutorsMock.mockResolvedValue(TUTORS);
    renderTutors();
    await advance(1499);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Tutors' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Tutors' })).toBeInTheDocument();
    expect(document.title).toBe('Our Tutors · Darsak');
    expect(getTutorsMock).toHaveBeenCalledTimes(1);
  });

  it('hides the loader as soon as slow data arrives after the minimum', async () => {
    let resolve: (value: Tutor[]) => void = () => {};
    getTutorsMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderTutors();
    await advance(4000);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => resolve(TUTORS));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows each tutor card with stars, year and major, courses and a profile link', async () => {
    getTutorsMock.mockResolvedValue(TUTORS);
    renderTutors();
    await advance(1500);
    const [rana, maya] = screen.getAllByRole('article');
    expect(rana).toHaveTextContent('Rana Haddad');
    expect(rana).toHaveTextContent('Year 4 · Biochemistry');
    expect(rana).toHaveTextContent('Cell Biology (B1100)');
    // Without students' ratings (the summary call is not mocked) the catalogue's figure stands alone.
    expect(screen.getAllByRole('img', { name: "Rated 4.0 out of 5: Darsak's score, no student ratings yet" })).toHaveLength(2);
    expect(maya).toHaveTextContent('No courses listed');
    const links = screen.getAllByRole('link', { name: 'View Profile' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tutors/1', '/tutors/3']);
    const image = rana!.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('src', '/images/tutors/rana-haddad.svg');
  });

  it('stops the loader after a failed call and shows an empty list without any message', async () => {
    getTutorsMock.mockRejectedValue(new Error('Network error'));
    renderTutors();
    await advance(1500);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Tutors' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Our Tutors' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/error|failed|try again/i)).not.toBeInTheDocument();
  });

  it('shows the list the cache holds on a second visit without asking again, behind the same 1.5 s loader', async () => {
    getTutorsMock.mockResolvedValue(TUTORS);
    const first = renderTutors();
    await advance(1500);
    first.unmount();
    renderTutors();
    await advance(1499);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await advance(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(getTutorsMock).toHaveBeenCalledTimes(1);
  });
});
