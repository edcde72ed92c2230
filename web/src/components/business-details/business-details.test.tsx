import { BUSINESS_SETTINGS_ELEMENT_ID, DEFAULT_BUSINESS_SETTINGS } from '@darsak/common';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The settings are read once when the module loads, as index.html carries them: load it afresh. */
async function renderWithSettings(settings: object | null, language: 'en' | 'fr' | 'ar' = 'en') {
  document.getElementById(BUSINESS_SETTINGS_ELEMENT_ID)?.remove();
  if (settings) {
    const script = document.createElement('script');
    script.id = BUSINESS_SETTINGS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({ ...DEFAULT_BUSINESS_SETTINGS, ...settings });
    document.head.append(script);
  }
  vi.resetModules();
  const { BusinessDetails } = await import('./business-details');
  if (language !== 'en') {
    const { activateLocale, loadMessages } = await import('@/lib/i18n');
    activateLocale(language, await loadMessages(language));
  }
  return render(<BusinessDetails />);
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('BusinessDetails', () => {
  afterEach(() => document.getElementById(BUSINESS_SETTINGS_ELEMENT_ID)?.remove());

  it('shows the configured e-mail, chat number, address and hours', async () => {
    await renderWithSettings({
      infoEmail: 'hello@darsak.lb',
      whatsappNumber: '96171234567',
      address: 'Bliss Street, Hamra, Beirut',
      hours: { fromDay: 1, toDay: 6, opens: '08:30', closes: '18:00' },
    });
    expect(terms()).toEqual(['E-mail', 'WhatsApp', 'Office', 'Opening hours']);
    expect(screen.getByRole('link', { name: 'hello@darsak.lb' })).toHaveAttribute('href', 'mailto:hello@darsak.lb');
    const chat = screen.getByRole('link', { name: /\+961 71 234 567/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/96171234567');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Bliss Street, Hamra, Beirut')).toBeInTheDocument();
    expect(screen.getByText('Monday to Saturday, 8:30 AM to 6:00 PM (Beirut time)')).toBeInTheDocument();
  });

  it.each([
    ['ar', 'شارع الحمرا، بيروت'],
    ['fr', 'Hamra Street, Beirut'],
  ] as const)("shows an address written per language in the reader's language (%s), else the English", async (language, shown) => {
    await renderWithSettings({ address: { en: 'Hamra Street, Beirut', ar: 'شارع الحمرا، بيروت' } }, language);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getAllByRole('definition')).toHaveLength(4);
  });

  it('leaves out the address when it is not set, with no placeholder; the hours are always there', async () => {
    const { container } = await renderWithSettings({ address: '  ' });
    expect(terms()).toEqual(['E-mail', 'WhatsApp', 'Opening hours']);
    expect(container).not.toHaveTextContent(/announced|placeholder|example/i);
  });
});
