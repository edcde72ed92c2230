import { contracts } from '@darsak/common/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router';
import { mockApi, setXsrfCookie, testUser, type MockHandler } from '@/lib/api-client.test-utils';
import { renderRoutes } from '@/lib/auth.test-utils';
import { queryClient } from '@/lib/query';
import { AdminLayout } from '../components/admin-layout';
import { CourseEditor } from './course-editor';
import { MATERIAL_MAX_BYTES } from './delivery-limits';

const adminUser = { ...testUser, id: 1, name: 'Maya Admin', email: 'maya@darsak.app', role: 'admin' };

/** The course's screen as app/routes/admin/catalogue-course.tsx mounts it (the card preview left out). */
function CourseRoute() {
  const { courseId } = useParams();
  return <CourseEditor key={courseId} id={courseId === 'new' ? undefined : Number(courseId)} renderPreview={() => null} />;
}

function renderAt(url: string) {
  return renderRoutes(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'catalogue/courses/:courseId', Component: CourseRoute }] }],
    [url],
  );
}

const COURSE = {
  id: 7,
  category_id: 1,
  code: 'Q100',
  title: 'Quantum Basics',
  subject: 'Physics',
  sem: '1',
  credits: 3,
  time: '8 weeks',
  lectures: 12,
  rating: 0,
  price: '7.50',
  price_cents: 750,
  currency: 'USD',
  what_you_will_learn: ['Waves'],
  translations: {},
  tutor_ids: [],
  tutors: [],
  image: '/images/c1.webp',
  archived: false,
  archived_at: null,
  created_at: '',
  updated_at: '',
};

const SLIDES = {
  id: 31,
  title: 'Slides week 1',
  file_name: 'week1.pdf',
  mime: 'application/pdf',
  size: 340 * 1024,
  created_at: '2026-11-20T10:00:00.000Z',
  url: '/api/materials/31/file?expires=1&signature=abc',
};
const SHEET = {
  id: 32,
  title: 'Exercise sheet',
  file_name: 'sheet.docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: Math.round(2.5 * 1024 * 1024),
  created_at: '2026-11-21T10:00:00.000Z',
  url: '/api/materials/32/file?expires=1&signature=def',
};

const lecture = (title: string, startsAt: string, minutes: number, utc: string, endUtc: string) => ({
  title,
  starts_at: startsAt,
  duration_minutes: minutes,
  starts_at_utc: utc,
  ends_at_utc: endUtc,
  timezone: 'Asia/Beirut',
});

const DELIVERY = {
  links: [{ kind: 'chat', label: 'WhatsApp group', url: 'https://chat.example.com/q100' }],
  schedule: [lecture('Waves', '2026-12-03T18:00', 90, '2026-12-03T16:00:00.000Z', '2026-12-03T17:30:00.000Z')],
};

function render(routes: Record<string, MockHandler | MockHandler[]>) {
  const server = mockApi({
    'GET /api/user': { body: adminUser },
    'GET /api/admin/categories': { body: { data: [], total: 0 } },
    'GET /api/admin/tutors': { body: { data: [], total: 0 } },
    'GET /api/admin/courses/7': { body: COURSE },
    'GET /api/admin/courses/7/materials': { body: [SLIDES] },
    'GET /api/admin/courses/7/delivery': { body: DELIVERY },
    ...routes,
  });
  renderAt('/admin/catalogue/courses/7');
  return server;
}

/** The section, once the materials are listed. */
async function delivery() {
  const section = await screen.findByRole('region', { name: 'What the course delivers' });
  return within(section);
}

describe('the course editor: what the course delivers', () => {
  beforeEach(() => setXsrfCookie('token-9'));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    setXsrfCookie(undefined);
  });

  it('keeps the contract’s largest material', () => {
    expect(MATERIAL_MAX_BYTES).toBe(contracts.enrolment.MATERIAL_MAX_BYTES);
  });

  it('lists the materials with their size, date, download link and delete button, and the links and lectures', async () => {
    render({ 'GET /api/admin/courses/7/materials': { body: [SLIDES, SHEET] } });
    const section = await delivery();
    expect(section.getByRole('heading', { level: 2, name: 'What the course delivers' })).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 3, name: 'Materials' })).toBeInTheDocument();
    const row = (await section.findByRole('rowheader', { name: 'Slides week 1' })).closest('tr')!;
    expect(row).toHaveTextContent('340 KB');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(within(row).getByRole('link', { name: 'Download Slides week 1' })).toHaveAttribute('href', SLIDES.url);
    expect(within(row).getByRole('button', { name: 'Delete material Slides week 1' })).toBeInTheDocument();
    expect(section.getByRole('rowheader', { name: 'Exercise sheet' }).closest('tr')).toHaveTextContent('2.5 MB');

    const link = await section.findByRole('group', { name: 'Link 1' });
    expect(within(link).getByRole('combobox', { name: 'Kind' })).toHaveValue('chat');
    expect(within(link).getByLabelText('Label')).toHaveValue('WhatsApp group');
    expect(within(link).getByLabelText('Address (https://…)')).toHaveValue('https://chat.example.com/q100');
    const first = section.getByRole('group', { name: 'Lecture 1' });
    expect(within(first).getByLabelText('Starts (Beirut time)')).toHaveValue('2026-12-03T18:00');
    expect(within(first).getByLabelText('Length (minutes)')).toHaveValue(90);
    expect(within(first).getByLabelText('Title')).toHaveValue('Waves');
  });

  it('is not shown for a new course', async () => {
    mockApi({
      'GET /api/user': { body: adminUser },
      'GET /api/admin/categories': { body: { data: [], total: 0 } },
      'GET /api/admin/tutors': { body: { data: [], total: 0 } },
    });
    renderAt('/admin/catalogue/courses/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What the course delivers' })).not.toBeInTheDocument();
  });

  it('uploads a material as multipart (title and file) and lists it when the list is read again', async () => {
    const user = userEvent.setup();
    const added = { ...SLIDES, id: 33, title: 'Slides week 2', created_at: '2026-11-27T10:00:00.000Z' };
    const server = render({
      'GET /api/admin/courses/7/materials': [{ body: [SLIDES] }, { body: [SLIDES, added] }],
      'POST /api/admin/courses/7/materials': { status: 201, body: { id: 33, title: 'Slides week 2' } },
    });
    const section = await delivery();
    await section.findByRole('rowheader', { name: 'Slides week 1' });
    const form = within(section.getByRole('form', { name: 'Add a material' }));
    await user.type(form.getByLabelText('Title'), 'Slides week 2');
    const file = new File(['%PDF-1.4 slides'], 'week2.pdf', { type: 'application/pdf' });
    await user.upload(form.getByLabelText('File'), file);
    await user.click(form.getByRole('button', { name: 'Upload' }));

    expect(await section.findByRole('rowheader', { name: 'Slides week 2' })).toBeInTheDocument();
    expect(section.getByText('The material “Slides week 2” is added.')).toBeInTheDocument();
    const post = server.callsTo('POST /api/admin/courses/7/materials');
    expect(post).toHaveLength(1);
    expect(post[0]!.headers['X-XSRF-TOKEN']).toBe('token-9');
    const body = post[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Slides week 2');
    expect((body.get('file') as File).name).toBe('week2.pdf');
    expect(server.callsTo('GET /api/admin/courses/7/materials')).toHaveLength(2);
    // The form is empty again for the next one.
    expect(form.getByLabelText('Title')).toHaveValue('');
    expect((form.getByLabelText('File') as HTMLInputElement).files).toHaveLength(0);
  });

  it('shows the server’s 422 under the file, and asks for a title and a file before sending', async () => {
    const user = userEvent.setup();
    const server = render({
      'POST /api/admin/courses/7/materials': {
        status: 422,
        body: {
          message: 'The file field must be a file of type: pdf, doc, docx, jpg, jpeg, png.',
          errors: { file: ['The file field must be a file of type: pdf, doc, docx, jpg, jpeg, png.'] },
        },
      },
    });
    const section = await delivery();
    const form = within(section.getByRole('form', { name: 'Add a material' }));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The material was not added. Check the fields marked below.');
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Give the material a title.');
    expect(form.getByLabelText('File')).toHaveAccessibleDescription(/Choose a file\./);
    expect(server.callsTo('POST /api/admin/courses/7/materials')).toHaveLength(0);

    await user.type(form.getByLabelText('Title'), 'Macro sheet');
    await user.upload(form.getByLabelText('File'), new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' }));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/courses/7/materials')).toHaveLength(1));
    const fileInput = form.getByLabelText('File');
    await waitFor(() => expect(fileInput).toHaveAttribute('aria-invalid', 'true'));
    expect(fileInput).toHaveAccessibleDescription(/must be a file of type: pdf, doc, docx, jpg, jpeg, png\./);
    expect(form.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(form.getByRole('alert')).toHaveTextContent('The material was not added.');
  });

  it('deletes a material only after the confirmation, then reads the list again', async () => {
    const user = userEvent.setup();
    const server = render({
      'GET /api/admin/courses/7/materials': [{ body: [SLIDES] }, { body: [] }],
      'DELETE /api/admin/courses/7/materials/31': { status: 204 },
    });
    const section = await delivery();
    const remove = await section.findByRole('button', { name: 'Delete material Slides week 1' });

    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the material “Slides week 1”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/admin/courses/7/materials/31')).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Delete material Slides week 1' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await section.findByText('The material “Slides week 1” is deleted.')).toBeInTheDocument();
    const calls = server.callsTo('DELETE /api/admin/courses/7/materials/31');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('token-9');
    expect(await section.findByText('No materials yet.')).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('heading', { level: 3, name: 'Materials' })).toHaveFocus());
  });

  it('saves the links and lectures in the contract’s shape, and shows a 422 next to the fields it names', async () => {
    const user = userEvent.setup();
    const saved = {
      links: [...DELIVERY.links, { kind: 'recording', label: 'Week 1 recording', url: 'https://video.example.com/w1' }],
      schedule: [
        DELIVERY.schedule[0],
        lecture('Interference', '2026-12-10T18:00', 120, '2026-12-10T16:00:00.000Z', '2026-12-10T18:00:00.000Z'),
      ],
    };
    const server = render({
      'PUT /api/admin/courses/7/delivery': [
        {
          status: 422,
          body: {
            message: 'The url field must be a valid URL.',
            errors: {
              'links.1.url': ['The url field must be a valid URL.'],
              'schedule.1.starts_at': ['The starts at field is invalid.'],
            },
          },
        },
        { body: saved },
      ],
    });
    const section = await delivery();
    await section.findByRole('group', { name: 'Link 1' });

    await user.click(section.getByRole('button', { name: 'Add a link' }));
    const link = section.getByRole('group', { name: 'Link 2' });
    await user.selectOptions(within(link).getByRole('combobox', { name: 'Kind' }), 'Recorded lecture');
    await user.type(within(link).getByLabelText('Label'), 'Week 1 recording');
    await user.type(within(link).getByLabelText('Address (https://…)'), 'video.example.com/w1');

    await user.click(section.getByRole('button', { name: 'Add a lecture' }));
    const second = section.getByRole('group', { name: 'Lecture 2' });
    await user.type(within(second).getByLabelText('Title'), 'Interference');
    fireEvent.change(within(second).getByLabelText('Starts (Beirut time)'), { target: { value: '2026-12-10T18:00' } });
    const length = within(second).getByLabelText('Length (minutes)');
    await user.clear(length);
    await user.type(length, '120');

    await user.click(section.getByRole('button', { name: 'Save links and lectures' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Nothing was saved. Check the fields marked below.');
    const url = within(link).getByLabelText('Address (https://…)');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('The url field must be a valid URL.');
    expect(within(second).getByLabelText('Starts (Beirut time)')).toHaveAccessibleDescription('The starts at field is invalid.');
    expect(within(link).getByLabelText('Label')).not.toHaveAttribute('aria-invalid');

    const first = server.callsTo('PUT /api/admin/courses/7/delivery')[0]!;
    expect(first.headers['X-XSRF-TOKEN']).toBe('token-9');
    expect(first.body).toEqual({
      links: [
        { kind: 'chat', label: 'WhatsApp group', url: 'https://chat.example.com/q100' },
        { kind: 'recording', label: 'Week 1 recording', url: 'video.example.com/w1' },
      ],
      schedule: [
        { title: 'Waves', starts_at: '2026-12-03T18:00', duration_minutes: 90 },
        { title: 'Interference', starts_at: '2026-12-10T18:00', duration_minutes: 120 },
      ],
    });

    await user.clear(url);
    await user.type(url, 'https://video.example.com/w1');
    await user.click(section.getByRole('button', { name: 'Save links and lectures' }));
    expect(await section.findByText('The links and lectures are saved.')).toBeInTheDocument();
    const put = server.callsTo('PUT /api/admin/courses/7/delivery');
    expect(put).toHaveLength(2);
    expect(contracts.enrolment.deliveryInputSchema.safeParse(put[1]!.body).success).toBe(true);
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section.getByRole('group', { name: 'Link 2' })).getByLabelText('Address (https://…)')).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('removes a link and a lecture, and stops adding links at the limit', async () => {
    const user = userEvent.setup();
    const server = render({
      'GET /api/admin/courses/7/delivery': {
        body: {
          ...DELIVERY,
          links: Array.from({ length: 10 }, (_, i) => ({ kind: 'other', label: `Page ${i + 1}`, url: `https://e.com/${i}` })),
        },
      },
      'PUT /api/admin/courses/7/delivery': ({ body }) => ({ body: { links: (body as typeof DELIVERY).links, schedule: [] } }),
    });
    const section = await delivery();
    await section.findByRole('group', { name: 'Link 10' });
    expect(section.getByRole('button', { name: 'Add a link' })).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Remove link 1' }));
    expect(section.getByRole('button', { name: 'Add a link' })).toBeEnabled();
    await user.click(section.getByRole('button', { name: 'Remove lecture 1' }));
    expect(section.getByText('No lectures yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Save links and lectures' }));
    expect(await section.findByText('The links and lectures are saved.')).toBeInTheDocument();
    const body = server.callsTo('PUT /api/admin/courses/7/delivery')[0]!.body as { links: { label: string }[]; schedule: unknown[] };
    expect(body.links.map((l) => l.label)).toEqual(Array.from({ length: 9 }, (_, i) => `Page ${i + 2}`));
    expect(body.schedule).toEqual([]);
  });
});
