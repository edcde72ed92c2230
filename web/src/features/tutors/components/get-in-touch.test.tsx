import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { GetInTouch } from './get-in-touch';

const TUTOR = { id: 1, name: 'Rana Haddad' };

const renderContact = (onRate = vi.fn(), onBook = vi.fn()) =>
  render(
    <MemoryRouter>
      <GetInTouch tutor={TUTOR} onRate={onRate} onBook={onBook} />
    </MemoryRouter>,
  );

const chatText = (href: string | null) => new URL(href!).searchParams.get('text');

describe('GetInTouch', () => {
  it('links the e-mail button to the info address with the booking subject', () => {
    renderContact();
    const email = screen.getByRole('link', { name: 'Email Us' });
    expect(email).toHaveAttribute('href', `mailto:${business.infoEmail}?subject=${encodeURIComponent('Booking Request for Rana Haddad')}`);
  });

  it('asks the profile to open the slot picker from Book Session (issue 19), no longer a chat', async () => {
    const onBook = vi.fn();
    renderContact(vi.fn(), onBook);
    const book = screen.getByRole('button', { name: 'Book Session' });
    expect(book).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(book);
    expect(onBook).toHaveBeenCalledTimes(1);
  });

  it('offers a chat message to get in touch with the tutor in a new tab', () => {
    renderContact();
    const chat = screen.getByRole('link', { name: /Send a Message/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chatText(chat.getAttribute('href'))).toMatch(/^Hello, I would like to get in touch with Rana Haddad/);
  });

  it('asks the profile to open its rating dialog from Rate Tutor', async () => {
    const onRate = vi.fn();
    renderContact(onRate);
    await userEvent.click(screen.getByRole('button', { name: 'Rate Tutor' }));
    expect(onRate).toHaveBeenCalledTimes(1);
  });
});
