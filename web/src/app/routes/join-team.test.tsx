import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as JoinTeamRoute } from './join-team';
import { deferred, flush, mockApi, testUser, useFakeClock, type MockHandler, type MockReply } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';

let clock: ReturnType<typeof useFakeClock>;

async function setup(routes: Record<string, MockHandler | MockHandler[]> = {}, signedIn = true) {
  const server = mockApi({
    'GET /api/user': signedIn ? { body: testUser } : { status: 401 },
    'POST /api/save-join-team': { status: 201, body: { id: 'app-1' } },
    'POST /api/upload-cv': { body: { ok: true } },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
  const view = renderRoutes([{ path: '/join-team', Component: JoinTeamRoute }], ['/join-team']);
  await flush();
  await act(() => vi.advanceTimersByTimeAsync(1500));
  return { server, user, ...view };
}

const cvFile = (size = 2048, name = 'cv.pdf') => {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone number'), '03 123 456');
  await user.type(screen.getByLabelText('Age'), '21');
  await user.type(screen.getByLabelText('University'), 'Lebanese University');
  await user.type(screen.getByLabelText('Year of study'), '3');
  await user.type(screen.getByLabelText('What makes you a good tutor?'), 'Patience.');
  await user.type(screen.getByLabelText('Where do you see yourself in five years?'), 'Teaching.');
  await user.upload(screen.getByLabelText('CV'), cvFile());
  await user.type(screen.getByLabelText('Expected hourly rate (USD)'), '20');
}

describe('join team', () => {
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the loader for at least 1.5 s even when the user is known at once', async () => {
    mockApi({ 'GET /api/user': { body: testUser } });
    renderRoutes([{ path: '/join-team', Component: JoinTeamRoute }], ['/join-team']);
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByRole('heading', { name: 'Join Our Team' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Join Our Team' })).toBeInTheDocument();
  });

  it("tells visitors 'Authentication Required' with Login and Sign Up", async () => {
    await setup({}, false);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    // Both come back to the form: after logging in, and after signing up and verifying (issue 21).
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fjoin-team');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Fjoin-team');
  });

  it("prefills the user's name and e-mail and describes the fields", async () => {
    await setup();
    expect(screen.getByLabelText('Full name')).toHaveValue('Rana Haddad');
    expect(screen.getByLabelText('Email')).toHaveValue('rana@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('placeholder', '03 123 456');
    expect(screen.getByLabelText('Age')).toHaveAttribute('min', '15');
    expect(screen.getByLabelText('Age')).toHaveAttribute('max', '99');
    expect(screen.getByLabelText('Year of study')).toHaveAttribute('max', '7');
    expect(screen.getByLabelText('Expected hourly rate (USD)')).toHaveAttribute('min', '5');
    expect(screen.getByLabelText('CV')).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(/Maximum 5MB/);
    expect(screen.getByLabelText('Other courses you can teach (optional)')).toBeInTheDocument();
  });

  it('marks missing and out-of-range fields, focuses the first and sends nothing', async () => {
    const { server, user } = await setup();
    await user.type(screen.getByLabelText('Age'), '14');
    await user.type(screen.getByLabelText('Year of study'), '8');
    await user.type(screen.getByLabelText('Expected hourly rate (USD)'), '101');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Enter an age between 15 and 99.');
    expect(screen.getByLabelText('Year of study')).toHaveAccessibleDescription(/Enter a year between 1 and 7./);
    expect(screen.getByLabelText('Expected hourly rate (USD)')).toHaveAccessibleDescription(/Enter an hourly rate between 5 and 100 USD./);
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(/Attach your CV./);
    expect(screen.getByLabelText('Other courses you can teach (optional)')).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('POST /api/save-join-team')).toHaveLength(0);
  });

  it('refuses a phone number the server would refuse', async () => {
    const { server, user } = await setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter a valid phone number, e.g. 03 123 456.');
    expect(server.callsTo('POST /api/save-join-team')).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields as well as the save alert", async () => {
    const { user } = await setup({
      'POST /api/save-join-team': {
        status: 422,
        body: { message: 'The university field is required.', errors: { university: ['The university field is required.'] } },
      },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Failed to save form data. Please try again.' })).toBeInTheDocument();
    expect(screen.getByLabelText('University')).toHaveAccessibleDescription('The university field is required.');
  });

  it('refuses a CV over 5MB before any upload', async () => {
    const { server, user } = await setup();
    await fillValid(user);
    await user.upload(screen.getByLabelText('CV'), cvFile(5 * 1024 * 1024 + 1));
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(/The CV is larger than 5MB. Choose a smaller file./);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(server.callsTo('POST /api/save-join-team')).toHaveLength(0);
    expect(server.callsTo('POST /api/upload-cv')).toHaveLength(0);
  });

  it('saves the fields, uploads the CV with a progress bar, reports success and resets keeping name and e-mail', async () => {
    const upload = deferred<MockReply>();
    const { server, user } = await setup({ 'POST /api/upload-cv': () => upload.promise });
    await fillValid(user);
    const courses = screen.getByRole('combobox', { name: 'Courses you can teach' });
    await user.click(courses);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await flush();
    // The spec's whole entity (SPEC section 3): a generated UUID, the user's id, the time sent.
    const sent = server.callsTo('POST /api/save-join-team')[0]!.body as { submitted_at: string };
    expect(Math.abs(Date.parse(sent.submitted_at) - Date.now())).toBeLessThan(60_000);
    expect(sent).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      user_id: 7,
      submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: 'Rana Haddad',
      email: 'rana@example.com',
      phone: '03 123 456',
      age: 21,
      university: 'Lebanese University',
      year: 3,
      coursesToGive: ['CSVT B1100 SEM1'],
      whereYouSeeYourself: 'Teaching.',
      cv: 'cv.pdf',
      pay: 20,
      otherCourses: '',
      goodTutor: 'Patience.',
    });
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Uploading CV…' })).toHaveAttribute('value', '50');
    const form = server.callsTo('POST /api/upload-cv')[0]!.body as FormData;
    expect((form.get('cv') as File).name).toBe('cv.pdf');
    expect(form.get('application_id')).toBe('app-1');
    upload.resolve({ body: { ok: true } });
    await flush();
    expect(
      screen.getByRole('alertdialog', {
        name: "Form data saved successfully! We'll review your application and get back to you soon.",
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Rana Haddad');
    expect(screen.getByLabelText('Email')).toHaveValue('rana@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(screen.getByLabelText('University')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).not.toHaveAttribute('aria-disabled');
  });

  it("alerts 'Failed to save form data. Please try again.' and skips the upload when saving fails", async () => {
    const { server, user } = await setup({ 'POST /api/save-join-team': { status: 500 } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Failed to save form data. Please try again.' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/upload-cv')).toHaveLength(0);
    expect(screen.getByLabelText('University')).toHaveValue('Lebanese University');
  });

  it('alerts that the application was saved but the CV upload failed', async () => {
    const { user } = await setup({ 'POST /api/upload-cv': { status: 500 } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await flush();
    expect(
      screen.getByRole('alertdialog', {
        name: 'Application submitted successfully, but CV upload failed. Please contact support.',
      }),
    ).toBeInTheDocument();
  });
});

describe('course multi-select', () => {
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the 25 courses, filters by typing and toggles with the keyboard', async () => {
    const { user } = await setup();
    const box = screen.getByRole('combobox', { name: 'Courses you can teach' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(25);
    await user.type(box, 'mispe i12');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MISPE I1200 SEM2', 'MISPE I1201 SEM2']);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(within(listbox).getByRole('option', { name: 'MISPE I1201 SEM2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Remove MISPE I1201 SEM2' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(listbox).getByRole('option', { name: 'MISPE I1201 SEM2' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects with the pointer and removes a chosen course from its chip', async () => {
    const { user } = await setup();
    const box = screen.getByRole('combobox', { name: 'Courses you can teach' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'CSVT C1100 SEM1' }));
    await user.click(screen.getByRole('option', { name: 'MISPE M1100 SEM1' }));
    expect(screen.getByText('2 courses selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove CSVT C1100 SEM1' }));
    expect(screen.queryByRole('button', { name: 'Remove CSVT C1100 SEM1' })).not.toBeInTheDocument();
    expect(screen.getByText('1 course selected')).toBeInTheDocument();
  });

  it('says so when no course matches', async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('combobox', { name: 'Courses you can teach' }), 'zzz');
    expect(screen.getByText('No matching course')).toBeInTheDocument();
  });
});
