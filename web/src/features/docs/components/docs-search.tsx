import { useId, useRef } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { messages } from '@/lib/i18n';

type DocsSearchProps = { value: string; onChange: (value: string) => void };

/** Filters the help text as the user types; Escape clears the query. */
export function DocsSearch({ value, onChange }: DocsSearchProps) {
  const t = messages.docs;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  return (
    <form className="docs-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.searchLabel}
      </label>
      <svg className="docs-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        className="docs-search__input input"
        type="search"
        value={value}
        readOnly={!hydrated}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className="docs-search__clear"
          aria-label={t.clearSearch}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </form>
  );
}
