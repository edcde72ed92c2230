import { join, relative } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { flush, mockApi, testUser } from '@/lib/api-client.test-utils';
import { AuthProvider } from '@/lib/auth';
import { SRC, staticClosure } from '@/testing/source-reads';
import { RatingDialog } from './lazy-rating-dialog';

// Counts the imports of the dialog's module: it must not load before the dialog first opens.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./rating-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate the platform
      </button>
      <RatingDialog open={open} onClose={() => setOpen(false)} type="product" subjectId="darsak" subjectName="Darsak" />
    </>
  );
}

const renderOpener = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <AuthProvider>
        <Opener />
      </AuthProvider>
    </MemoryRouter>,
  );

describe('RatingDialog loaded on demand', () => {
  it('fetches its code only when it first opens, takes focus, gives it back, then works as before', async () => {
    const server = mockApi({
      'GET /api/user': { body: testUser },
      'GET /api/ratings/mine': { status: 404 },
      'POST /api/ratings': { status: 201, body: { id: 1 } },
    });
    const user = userEvent.setup();
    renderOpener();
    await flush();
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Rate the platform' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rate Platform' });
    expect(loads.count).toBe(1);
    expect(dialog).toHaveTextContent('Darsak');
    // The modal moved focus inside once it mounted, and Escape brings it back to the opener.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Loaded once: opens again at once, submits, and its thanks outlive the closed dialog.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Rate Platform' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await flush();
    expect(server.callsTo('POST /api/ratings')[0]!.body).toMatchObject({ type: 'product', subject_id: 'darsak', rating: 5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your rating');
    expect(loads.count).toBe(1);
  });

  it('opens at once, loading its code, when it starts open (a draft kept across a log-in)', async () => {
    mockApi({ 'GET /api/user': { status: 401 } });
    render(
      <MemoryRouter>
        <AuthProvider>
          <RatingDialog open onClose={() => {}} type="course" subjectId={4} subjectName="Cell Biology" />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('dialog', { name: 'Rate Course' })).toHaveTextContent('Cell Biology');
  });
});

describe('the screens with a rating button', () => {
  it.each(['main.tsx', 'app/routes/home.tsx', 'app/routes/courses.tsx', 'app/routes/course.tsx', 'app/routes/tutor.tsx'])(
    '%s does not import the dialog itself (it is a chunk of its own)',
    (start) => {
      const reached = [...staticClosure(join(SRC, start))].map((f) => relative(SRC, f));
      expect(reached).not.toContain('components/rating-dialog/rating-dialog.tsx');
      if (start !== 'main.tsx') expect(reached).toContain('components/rating-dialog/lazy-rating-dialog.tsx');
    },
  );
});
