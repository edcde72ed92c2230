import { localeDir, type Locale } from '@darsak/common';
import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { activateLocale, loadMessages, locale as activeLocale } from '@/lib/i18n';
import { applyDocumentLocale, storedLocale, storeLocale, syncLocaleCookie } from '@/lib/locale';

export type LocaleState = {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** Loads the language's catalogue, makes it active, remembers it (and saves it on the profile). */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleState>({
  locale: activeLocale,
  dir: localeDir(activeLocale),
  setLocale: async () => {},
});

/** PUT /api/user/locale: the signed-in user's language (e-mails are written in it). */
export const saveUserLocale = (locale: Locale) => call('PUT /api/user/locale', { body: { locale } });

/**
 * Holds the active language. main.tsx activates the first catalogue before the first render;
 * a change swaps the `messages` live binding, then re-renders the whole tree (keyed by locale),
 * so every component reads the new texts. Must sit inside AuthProvider.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setActive] = useState<Locale>(activeLocale);
  const { user } = useAuth();
  const signedIn = !!user;
  const latest = useRef(0);

  const switchTo = useCallback(async (next: Locale, save: boolean) => {
    const ticket = ++latest.current;
    const catalogue = await loadMessages(next);
    if (ticket !== latest.current) return; // a later choice won the race
    activateLocale(next, catalogue);
    applyDocumentLocale(next);
    // Before the re-render: a request it starts (an order's payment texts) asks in the new language.
    syncLocaleCookie(next);
    setActive(next);
    if (save) await saveUserLocale(next).catch(() => undefined); // the local choice still holds
  }, []);

  const setLocale = useCallback(
    async (next: Locale) => {
      storeLocale(next);
      await switchTo(next, signedIn);
    },
    [switchTo, signedIn],
  );

  useEffect(() => syncLocaleCookie(locale), [locale]);

  // Signing in: the profile's language wins when this device has no choice of its own;
  // otherwise the device's choice is saved on the profile.
  const profileLocale = user ? user.locale : undefined;
  useEffect(() => {
    if (!user) return;
    if (!storedLocale() && profileLocale && profileLocale !== activeLocale) {
      storeLocale(profileLocale);
      void switchTo(profileLocale, false);
    } else if (profileLocale !== activeLocale) {
      void saveUserLocale(activeLocale).catch(() => undefined);
    }
    // Once per signed-in user, not on every profile change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const value = useMemo<LocaleState>(() => ({ locale, dir: localeDir(locale), setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext>
  );
}

export const useLocale = () => useContext(LocaleContext);
