import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/lib/api-client.test-utils';
import { ContactPage } from './contact-page';

const renderContact = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Can I pay the Standard Plan by OMT?') {
  await user.type(screen.getByLabelText('Your name'), 'Maya Haddad');
  await user.type(screen.getByLabelText('Your e-mail'), 'maya@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Paying by OMT');
  await user.type(screen.getByLabelText('Message'), message);
}

describe('the contact form', () => {
  it('shows every problem on its field, focuses the first, and sends nothing', async () => {
    const server = mockApi();
    const user = userEvent.setup();
    renderContact();
    await user.type(screen.getByLabelText('Your e-mail'), 'maya@');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Write at least 10 characters\./);
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(server.calls.filter((call) => call.path === '/api/contact')).toEqual([]);
  });

  it('posts the message, then thanks the sender and clears the form', async () => {
    const server = mockApi({ 'POST /api/contact': { status: 202, body: { message: 'Your message has been sent.' } } });
    const user = userEvent.setup();
    renderContact();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been sent.');
    const post = server.calls.find((call) => call.method === 'POST' && call.path === '/api/contact');
    expect(post?.body).toEqual({
      name: 'Maya Haddad',
      email: 'maya@example.com',
      subject: 'Paying by OMT',
      message: 'Can I pay the Standard Plan by OMT?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('puts the server’s 422 messages on their fields and says so on a 429', async () => {
    mockApi({
      'POST /api/contact': [
        {
          status: 422,
          body: {
            message: 'The email field must be a valid email address.',
            errors: { email: ['The email field must be a valid email address.'] },
          },
        },
        { status: 429, body: { message: 'Too Many Attempts.' } },
      ],
    });
    const user = userEvent.setup();
    renderContact();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages already.');
  });
});
