import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleSwitcher } from '@/components/locale-switcher/locale-switcher';
import { en } from '@/messages/en';
import { mockApi, testUser } from './api-client.test-utils';
import { AuthProvider } from './auth';
import { activateLocale, locale as activeLocale, messages } from './i18n';
import { applyDocumentLocale, initialLocale } from './locale';
import { LocaleProvider } from './locale-provider';

/** Reads the catalogue at render time, as every component does. */
function Probe() {
  return <p data-testid="probe">{messages.shell.skipToContent}</p>;
}

function renderApp() {
  return render(
    <AuthProvider>
      <LocaleProvider>
        <LocaleSwitcher />
        <Probe />
      </LocaleProvider>
    </AuthProvider>,
  );
}

const setLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => {
  activateLocale('en', en);
  applyDocumentLocale('en');
  document.cookie = 'locale=; Max-Age=0; Path=/';
});
afterEach(() => vi.restoreAllMocks());

describe('initial language', () => {
  it('takes the browser languages (Accept-Language) on a first visit', () => {
    setLanguages(['de-DE', 'fr-LB', 'en']);
    expect(initialLocale()).toBe('fr');
    setLanguages(['ar-LB']);
    expect(initialLocale()).toBe('ar');
    setLanguages(['de', 'it']);
    expect(initialLocale()).toBe('en');
  });

  it('prefers the choice stored under localStorage `locale`', () => {
    setLanguages(['fr']);
    localStorage.setItem('locale', 'ar');
    expect(initialLocale()).toBe('ar');
    localStorage.setItem('locale', 'xx');
    expect(initialLocale()).toBe('fr');
  });
});

describe('LocaleSwitcher', () => {
  it('lists the languages by their own names, each marked with its lang', async () => {
    mockApi({ 'GET /api/user': { status: 401 } });
    renderApp();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((o) => [o.textContent, o.lang, o.value])).toEqual([
      ['English', 'en', 'en'],
      ['Français', 'fr', 'fr'],
      ['العربية', 'ar', 'ar'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('switches to Arabic: rtl, stored, the tree re-rendered, the switcher keeps focus', async () => {
    const server = mockApi({ 'GET /api/user': { status: 401 } });
    renderApp();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    // The tree is drawn afresh in the new language; the switcher takes the focus back.
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('ar'), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(activeLocale).toBe('ar');
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(document.cookie).toContain('locale=ar');
    expect(screen.getByRole('combobox')).toHaveValue('ar');
    expect(screen.getByTestId('probe')).toHaveTextContent(messages.shell.skipToContent);
    expect(server.callsTo('PUT /api/user/locale')).toHaveLength(0); // signed out: nothing to save

    await userEvent.selectOptions(screen.getByRole('combobox'), 'fr');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('fr'), { timeout: 5000 });
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('locale')).toBe('fr');
  });

  it("saves a signed-in user's choice on the profile", async () => {
    const server = mockApi({
      'GET /api/user': { body: { ...testUser, locale: 'en' } },
      'PUT /api/user/locale': { body: { locale: 'fr' } },
    });
    localStorage.setItem('locale', 'en');
    renderApp();
    await waitFor(() => expect(server.callsTo('GET /api/user')).toHaveLength(1), { timeout: 5000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(server.callsTo('PUT /api/user/locale')).toHaveLength(1), { timeout: 5000 });
    expect(server.callsTo('PUT /api/user/locale')[0]?.body).toEqual({ locale: 'fr' });
  });

  it("takes the profile's language at sign-in when this device has no choice", async () => {
    const server = mockApi({ 'GET /api/user': { body: { ...testUser, locale: 'ar' } } });
    renderApp();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'), { timeout: 5000 });
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(server.callsTo('PUT /api/user/locale')).toHaveLength(0);
  });

  it("keeps this device's choice at sign-in and saves it on the profile", async () => {
    localStorage.setItem('locale', 'fr');
    activateLocale('fr', en);
    const server = mockApi({
      'GET /api/user': { body: { ...testUser, locale: 'ar' } },
      'PUT /api/user/locale': { body: { locale: 'fr' } },
    });
    renderApp();
    await waitFor(() => expect(server.callsTo('PUT /api/user/locale')).toHaveLength(1), { timeout: 5000 });
    expect(server.callsTo('PUT /api/user/locale')[0]?.body).toEqual({ locale: 'fr' });
    expect(document.documentElement.dir).toBe('ltr');
  });
});
