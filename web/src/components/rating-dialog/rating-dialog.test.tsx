import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, flush, mockApi, testUser, type MockReply } from '@/lib/api-client.test-utils';
import { AuthProvider } from '@/lib/auth';
import { RatingSummary } from '@/components/rating-summary/rating-summary';
import { RatingDialog, type RatingDialogProps } from './rating-dialog';
import { hasRatingDraft, RATING_DRAFT_KEY } from './rating-draft';

async function renderDialog(props: Partial<RatingDialogProps> = {}, signedIn = true) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={['/courses/1']}>
      <AuthProvider>
        <RatingDialog
          open
          type="course"
          subjectId={4}
          subjectName="Cell Biology"
          returnAnchor="course-4"
          onClose={onClose}
          onSuccess={onSuccess}
          {...props}
        />
      </AuthProvider>
    </MemoryRouter>,
  );
  await flush();
  return { ...view, onClose, onSuccess, signedIn };
}

const userRoute = (signedIn: boolean) => ({
  'GET /api/user': signedIn ? { body: testUser } : { status: 401 },
});

describe('RatingDialog', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['course', 'Rate Course'],
    ['tutor', 'Rate Tutor'],
    ['product', 'Rate Platform'],
  ] as const)('titles a %s rating "%s" and shows the subject', async (type, title) => {
    mockApi(userRoute(true));
    await renderDialog({ type, subjectName: 'Darsak' });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText('Darsak')).toBeInTheDocument();
  });

  it('renders nothing while closed', async () => {
    mockApi(userRoute(true));
    await renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers five labelled stars as a radio group that arrow keys drive', async () => {
    mockApi(userRoute(true));
    const user = userEvent.setup();
    await renderDialog();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Poor (1 of 5 stars)',
      'Fair (2 of 5 stars)',
      'Good (3 of 5 stars)',
      'Very Good (4 of 5 stars)',
      'Excellent (5 of 5 stars)',
    ]);
    await user.click(radios[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^Good/ })).toBeChecked();
  });

  it('keeps Submit Rating disabled at 0 stars and says why when pressed', async () => {
    const server = mockApi(userRoute(true));
    const user = userEvent.setup();
    await renderDialog();
    const submit = screen.getByRole('button', { name: 'Submit Rating' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a rating');
    expect(server.callsTo('POST /api/ratings')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('lets a signed-out visitor pick stars and write, then asks them to log in and sends nothing', async () => {
    const server = mockApi(userRoute(false));
    const user = userEvent.setup();
    await renderDialog();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('radio', { name: /^Good/ }));
    await user.type(screen.getByLabelText('Feedback (optional)'), 'Solid course');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to submit a rating');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcourses%2F1%23course-4');
    expect(server.callsTo('POST /api/ratings')).toHaveLength(0);
  });

  it('keeps the draft in sessionStorage when the visitor follows Log in', async () => {
    mockApi(userRoute(false));
    const user = userEvent.setup();
    const { onClose } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: /^Very Good/ }));
    await user.type(screen.getByLabelText('Feedback (optional)'), 'Worth it');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(JSON.parse(sessionStorage.getItem(RATING_DRAFT_KEY)!)).toEqual({
      type: 'course',
      subjectId: '4',
      rating: 4,
      feedback: 'Worth it',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reopens signed in with the kept draft, says so, sends it and forgets it', async () => {
    sessionStorage.setItem(RATING_DRAFT_KEY, JSON.stringify({ type: 'course', subjectId: '4', rating: 2, feedback: 'Too fast' }));
    const server = mockApi({ ...userRoute(true), 'POST /api/ratings': { status: 201 } });
    const user = userEvent.setup();
    await renderDialog();
    expect(hasRatingDraft('course', 4)).toBe(true);
    expect(hasRatingDraft('course', 5)).toBe(false);
    expect(screen.getByRole('radio', { name: /^Fair/ })).toBeChecked();
    expect(screen.getByLabelText('Feedback (optional)')).toHaveValue('Too fast');
    expect(screen.getByText('Your rating is as you left it. Submit it when you are ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(server.callsTo('POST /api/ratings')[0]!.body).toEqual({ type: 'course', subject_id: 4, rating: 2, feedback: 'Too fast' });
    expect(sessionStorage.getItem(RATING_DRAFT_KEY)).toBeNull();
  });

  it('forgets a draft the visitor cancels', async () => {
    sessionStorage.setItem(RATING_DRAFT_KEY, JSON.stringify({ type: 'course', subjectId: '4', rating: 2, feedback: '' }));
    mockApi(userRoute(true));
    const user = userEvent.setup();
    await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem(RATING_DRAFT_KEY)).toBeNull();
  });

  it("shows the student's own earlier rating and feedback to edit, and says so", async () => {
    const server = mockApi({
      ...userRoute(true),
      'GET /api/ratings/mine': {
        body: [
          { type: 'course', subject_id: '3', rating: 1, feedback: 'Other', updated_at: '2026-11-01T10:00:00Z' },
          { type: 'course', subject_id: '4', rating: 5, feedback: 'Loved it', updated_at: '2026-11-20T10:00:00Z' },
        ],
      },
      'POST /api/ratings': { status: 200 },
    });
    const user = userEvent.setup();
    await renderDialog();
    expect(server.callsTo('GET /api/ratings/mine?type=course')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /^Excellent/ })).toBeChecked();
    expect(screen.getByLabelText('Feedback (optional)')).toHaveValue('Loved it');
    expect(screen.getByText(/^You rated this on Nov 20, 2026\. Change your stars or feedback/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Very Good/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(server.callsTo('POST /api/ratings')[0]!.body).toMatchObject({ rating: 4, feedback: 'Loved it' });
  });

  it('starts empty when the student has not rated the subject or the server lacks the endpoint', async () => {
    mockApi(userRoute(true)); // GET /api/ratings/mine answers 404
    await renderDialog();
    expect(screen.queryByText(/You rated this/)).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('asks nobody signed out for their earlier rating', async () => {
    const server = mockApi(userRoute(false));
    await renderDialog();
    expect(server.callsTo('GET /api/ratings/mine')).toHaveLength(0);
  });

  it('closes with a visible close (X) control besides Cancel', async () => {
    mockApi(userRoute(true));
    const user = userEvent.setup();
    const { onClose } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts feedback characters up to 500', async () => {
    mockApi(userRoute(true));
    const user = userEvent.setup();
    await renderDialog();
    const feedback = screen.getByLabelText('Feedback (optional)');
    expect(feedback).toHaveAttribute('maxlength', '500');
    await user.type(feedback, 'Great');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  it('posts the rating with the CSRF cookie, trimmed feedback, then resets, closes and runs onSuccess', async () => {
    const server = mockApi({ ...userRoute(true), 'POST /api/ratings': { status: 201, body: { id: 1 } } });
    const user = userEvent.setup();
    const { onClose, onSuccess } = await renderDialog({ subjectId: 'c-4' });
    await user.click(screen.getByRole('radio', { name: /^Very Good/ }));
    await user.type(screen.getByLabelText('Feedback (optional)'), '  Clear and useful.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    const calls = server.calls.map((c) => `${c.method} ${c.path}`);
    expect(calls.slice(-2)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/ratings']);
    expect(server.callsTo('POST /api/ratings')[0]!.body).toEqual({
      type: 'course',
      subject_id: 'c-4',
      rating: 4,
      feedback: 'Clear and useful.',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your rating');
  });

  it('sends empty feedback as null', async () => {
    const server = mockApi({ ...userRoute(true), 'POST /api/ratings': { status: 201 } });
    const user = userEvent.setup();
    await renderDialog();
    await user.click(screen.getByRole('radio', { name: /^Poor/ }));
    await user.type(screen.getByLabelText('Feedback (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(server.callsTo('POST /api/ratings')[0]!.body).toMatchObject({ rating: 1, feedback: null });
  });

  it('while submitting reads Submitting..., disables every control and cannot be closed', async () => {
    const answer = deferred<MockReply>();
    mockApi({ ...userRoute(true), 'POST /api/ratings': () => answer.promise });
    const user = userEvent.setup();
    const { onClose } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: /^Good/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    const submitting = screen.getByRole('button', { name: 'Submitting...' });
    expect(submitting).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Feedback (optional)')).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer.resolve({ status: 201 });
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the call fails, else the generic one", async () => {
    const server = mockApi({
      ...userRoute(true),
      'POST /api/ratings': { status: 422, body: { message: 'You already rated this course.' } },
    });
    const user = userEvent.setup();
    const { onClose } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: /^Good/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('You already rated this course.');
    server.on('POST /api/ratings', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit rating. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refreshes the rating summaries of its type after a successful submission', async () => {
    const server = mockApi({
      ...userRoute(true),
      'POST /api/ratings': { status: 201 },
      'GET /api/ratings/summary': [
        { body: [{ type: 'course', subject_id: '4', average: 4, count: 1 }] },
        { body: [{ type: 'course', subject_id: '4', average: 5, count: 10 }] },
      ],
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AuthProvider>
          <RatingSummary type="course" subjectId={4} baseline={4} />
          <RatingDialog open type="course" subjectId={4} subjectName="Cell Biology" onClose={() => {}} />
        </AuthProvider>
      </MemoryRouter>,
    );
    await flush();
    expect(screen.getByText('(1 rating)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(10 ratings)')).toBeInTheDocument();
    expect(server.callsTo('GET /api/ratings/summary')).toHaveLength(2);
  });

  it("asks for the student's own ratings again when it reopens after a submission, and shows the new one", async () => {
    const server = mockApi({
      ...userRoute(true),
      'GET /api/ratings/mine': [
        { body: [{ type: 'course', subject_id: '4', rating: 2, feedback: null, updated_at: '2026-11-01T10:00:00Z' }] },
        { body: [{ type: 'course', subject_id: '4', rating: 5, feedback: 'Better now', updated_at: '2026-11-20T10:00:00Z' }] },
      ],
      'POST /api/ratings': { status: 200 },
      'GET /api/ratings/summary': { body: [] },
    });
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <RatingDialog open={open} type="course" subjectId={4} subjectName="Cell Biology" onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AuthProvider>
          <Harness />
        </AuthProvider>
      </MemoryRouter>,
    );
    await flush();
    expect(screen.getByRole('radio', { name: /^Fair/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
    await user.type(screen.getByLabelText('Feedback (optional)'), 'Better now');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only marked stale while the dialog closes: nothing is fetched until it opens again.
    expect(server.callsTo('GET /api/ratings/mine')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await flush();
    expect(server.callsTo('GET /api/ratings/mine')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /^Excellent/ })).toBeChecked();
    expect(screen.getByLabelText('Feedback (optional)')).toHaveValue('Better now');
    expect(screen.getByText(/^You rated this on Nov 20, 2026\./)).toBeInTheDocument();
  });
});
