import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mockApi } from '@/lib/api-client.test-utils';
import { RatingSummary } from './rating-summary';
import { clearRatingSummaries, refreshRatingSummaries } from './rating-summaries';

const summaries = [
  { type: 'course', subject_id: '1', average: 4.62, count: 12 },
  { type: 'course', subject_id: '2', average: 3, count: 1 },
  { type: 'course', subject_id: '3', average: 0, count: 0 },
];

describe('RatingSummary', () => {
  beforeEach(() => clearRatingSummaries());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's average and count with an accessible label", async () => {
    mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(<RatingSummary type="course" subjectId={1} />);
    await flush();
    expect(screen.getByText('4.6 (12 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.6 out of 5 from 12 ratings')).toHaveClass('visually-hidden');
  });

  it('uses the singular for one rating', async () => {
    mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(<RatingSummary type="course" subjectId="2" />);
    await flush();
    expect(screen.getByText('3.0 (1 rating)')).toBeInTheDocument();
  });

  it('fetches each type once for all the cards on the page', async () => {
    const server = mockApi({ 'GET /api/ratings/summary': { body: summaries } });
    render(
      <>
        <RatingSummary type="course" subjectId={1} />
        <RatingSummary type="course" subjectId={2} />
        <RatingSummary type="course" subjectId={3} />
        <RatingSummary type="tutor" subjectId={1} />
      </>,
    );
    await flush();
    expect(server.callsTo('GET /api/ratings/summary?type=course')).toHaveLength(1);
    expect(server.callsTo('GET /api/ratings/summary?type=tutor')).toHaveLength(1);
  });

  it('shows nothing when nobody rated the subject, when it is missing, or when the call fails', async () => {
    mockApi({ 'GET /api/ratings/summary?type=course': { body: summaries }, 'GET /api/ratings/summary?type=tutor': { status: 500 } });
    const { container } = render(
      <>
        <RatingSummary type="course" subjectId={3} />
        <RatingSummary type="course" subjectId={99} />
        <RatingSummary type="tutor" subjectId={1} />
      </>,
    );
    await flush();
    expect(container).toBeEmptyDOMElement();
  });

  it('fetches again and shows the new figures after a refresh', async () => {
    const server = mockApi({
      'GET /api/ratings/summary': [{ body: summaries }, { body: [{ type: 'course', subject_id: '1', average: 4.7, count: 13 }] }],
    });
    render(<RatingSummary type="course" subjectId={1} />);
    await flush();
    expect(screen.getByText('4.6 (12 ratings)')).toBeInTheDocument();
    act(() => refreshRatingSummaries('course'));
    await flush();
    expect(screen.getByText('4.7 (13 ratings)')).toBeInTheDocument();
    expect(server.callsTo('GET /api/ratings/summary')).toHaveLength(2);
  });
});
