import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { StudentReviews } from './student-reviews';

const review = (id: number, name: string, feedback: string, verified: boolean) => ({
  id,
  name,
  rating: 4,
  feedback,
  verified,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  own: false,
});

describe('StudentReviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each student's words in their own direction and her name isolated, on a page in any language", async () => {
    mockApi({
      'GET /api/user': { status: 401 },
      'GET /api/reviews': { body: [review(1, 'Maya', 'Patient with every question.', true), review(2, 'ريم', 'شرح واضح جداً.', false)] },
    });
    renderRoutes([{ path: '/', element: <StudentReviews type="tutor" subjectId={1} /> }]);
    const english = await screen.findByText('Patient with every question.');
    const arabic = screen.getByText('شرح واضح جداً.');
    // dir=auto: an English review keeps its full stop at its end on an Arabic page, and the reverse.
    expect(english).toHaveAttribute('dir', 'auto');
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Maya').tagName).toBe('BDI');
    expect(screen.getByText('ريم').tagName).toBe('BDI');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
