import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { business } from '@/config/business';
import { GetInTouch } from './get-in-touch';

const TUTOR = { id: 1, name: 'Rana Haddad' };

const renderContact = (onRate = vi.fn()) =>
  render(
    <MemoryRouter>
      <GetInTouch tutor={TUTOR} onRate={onRate} />
    </MemoryRouter>,
  );

const chatText = (href: string | null) => new URL(href!).searchParams.get('text');

describe('GetInTouch', () => {
  it('links the e-mail button to the info address with the booking subject', () => {
    renderContact();
    const email = screen.getByRole('link', { name: 'Email Us' });
    expect(email).toHaveAttribute('href', `mailto:${business.infoEmail}?subject=${encodeURIComponent('Booking Request for Rana Haddad')}`);
  });

  it('opens a chat with a booking request that names the tutor and asks for available times', () => {
    renderContact();
    const book = screen.getByRole('link', { name: /Book Session/ });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(book.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${business.whatsappNumber}\\?text=`));
    expect(chatText(book.getAttribute('href'))).toBe(
      'Hello, I would like to book a tutoring session with Rana Haddad. Which times are available this week?',
    );
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
