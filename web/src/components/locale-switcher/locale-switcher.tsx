import { isLocale, LOCALE_NAMES, LOCALES } from '@darsak/common';
import { useEffect, useId, useRef } from 'react';
import { messages } from '@/lib/i18n';
import { useLocale } from '@/lib/locale-provider';
import './locale-switcher.css';

/** The tree re-renders afresh on a language change: the switcher takes the focus back. */
let refocus = false;

/**
 * The language switcher of the navigation bar (and so of the mobile menu): each language by its
 * own name, marked with its own lang so screen readers pronounce it right.
 */
export function LocaleSwitcher() {
  const t = messages.shell.locale;
  const { locale, setLocale } = useLocale();
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    ref.current?.focus();
  }, []);

  return (
    <div className="locale-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t.label}
      </label>
      <svg className="locale-switcher__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </g>
      </svg>
      <select
        id={id}
        ref={ref}
        className="locale-switcher__select"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          refocus = true;
          void setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
