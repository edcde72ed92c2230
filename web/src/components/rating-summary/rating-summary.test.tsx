import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mockApi } from '@/lib/api-client.test-utils';
import { RatingSummary } from './rating-summary';
import { queryClient } from '@/lib/query';
import { ratingKeys } from './rating-queries';

const summaries = [
  { type: 'course', subject_id: '1', average: 4.8, count: 10, verified_count: 3 },
  { type: 'course', subject_id: '2', average: 3, count: 1 },
  { type: 'course', subject_id: '3', average: 0, count: 0 },
];

describe('RatingSummary: one figure from the catalogue and the students', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one combined figure with its count, what it is based on and the verified purchases', async () => {
    mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    const { container } = render(<RatingSummary type="course" subjectId={1} baseline={4.4} detail="full" />);
    await flush();
    // (4.4 * 10 + 4.8 * 10) / 20 = 4.6: never two scores side by side.
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('(10 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Rated 4.6 out of 5: Darsak's score and 10 student ratings" })).toBeInTheDocument();
    expect(screen.getByText("Based on Darsak's score and 10 student ratings")).toBeInTheDocument();
    expect(screen.getByText('3 verified purchases')).toBeInTheDocument();
    expect(container.textContent?.match(/\d\.\d/g)).toEqual(['4.6']);
  });

  it('uses the singular for one rating and shows no verified badge without verified ratings', async () => {
    mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(<RatingSummary type="course" subjectId="2" baseline={5} detail="full" />);
    await flush();
    expect(screen.getByText('4.8')).toBeInTheDocument(); // (50 + 3) / 11
    expect(screen.getByText('(1 rating)')).toBeInTheDocument();
    expect(screen.getByText("Based on Darsak's score and 1 student rating")).toBeInTheDocument();
    expect(screen.queryByText(/verified/)).not.toBeInTheDocument();
  });

  it("shows the catalogue's figure and says no student has rated yet, also when the call fails", async () => {
    mockApi({ 'GET /api/ratings/summary?type=course': { body: summaries }, 'GET /api/ratings/summary?type=tutor': { status: 500 } });
    render(
      <>
        <RatingSummary type="course" subjectId={3} baseline={4.7} detail="full" />
        <RatingSummary type="tutor" subjectId={1} baseline={4} detail="full" />
      </>,
    );
    await flush();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getAllByText("Darsak's score; no student ratings yet")).toHaveLength(2);
    expect(screen.queryByText(/ratings?\)/)).not.toBeInTheDocument();
  });

  it('keeps compact cards to the figure and its count', async () => {
    mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(<RatingSummary type="course" subjectId={1} baseline={4.4} />);
    await flush();
    expect(screen.getByText('(10 ratings)')).toBeInTheDocument();
    expect(screen.queryByText(/Based on/)).not.toBeInTheDocument();
  });

  it('fetches each type once for all the cards on the page', async () => {
    const server = mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(
      <>
        <RatingSummary type="course" subjectId={1} baseline={4} />
        <RatingSummary type="course" subjectId={2} baseline={4} />
        <RatingSummary type="course" subjectId={3} baseline={4} />
        <RatingSummary type="tutor" subjectId={1} baseline={4} />
      </>,
    );
    await flush();
    expect(server.callsTo('GET /api/ratings/summary?type=course')).toHaveLength(1);
    expect(server.callsTo('GET /api/ratings/summary?type=tutor')).toHaveLength(1);
  });

  it('fetches again and shows the new figure when its type is invalidated', async () => {
    const server = mockApi({
      'GET /api/ratings/summary': [{ body: summaries }, { body: [{ type: 'course', subject_id: '1', average: 5, count: 10 }] }],
    });
    render(<RatingSummary type="course" subjectId={1} baseline={4.4} />);
    await flush();
    expect(screen.getByText('4.6')).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries({ queryKey: ratingKeys.summary('course') }));
    await flush();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(server.callsTo('GET /api/ratings/summary')).toHaveLength(2);
  });
});
