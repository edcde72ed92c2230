import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { FormField } from '@/components/form-field/form-field';
import { paths } from '@/config/paths';
import { ApiError, type FieldErrors } from '@/lib/api-client';
import { format, locale, messages } from '@/lib/i18n';
import { QueryState } from '../components/query-state';
import './catalogue.css';

/** The catalogue's languages: English required, French and Arabic translations. */
export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The admin's own language, as a catalogue language (the card preview shows this one). */
export const readerLanguage = (): Language => ((LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'en');

/** The text of a field in one language as a visitor reads it: its own when given, else the English. */
export const visitorText = (own: string | undefined, english: string) => (own && own.trim() ? own : english);

/** The sub-menu of the catalogue: courses, categories and tutors. */
export function CatalogueNav() {
  const t = messages.adminCatalogue;
  const parts = [
    ['courses', paths.adminCourses.href()],
    ['categories', paths.adminCategories.href()],
    ['tutors', paths.adminTutors.href()],
  ] as const;
  return (
    <nav className="catalogue-nav" aria-label={t.partsLabel}>
      <ul>
        {parts.map(([key, to]) => (
          <li key={key}>
            <NavLink to={to} className={({ isActive }) => (isActive ? 'catalogue-nav__link is-current' : 'catalogue-nav__link')}>
              {t.parts[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The document title and h1 of a catalogue screen. */
export function CatalogueHeading({ title }: { title: string }) {
  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: format(messages.admin.documentTitle, { page: title }) })}</title>
      <CatalogueNav />
      <h1 className="page-title admin-content__title" tabIndex={-1}>
        {title}
      </h1>
    </>
  );
}

/**
 * An editor's page (a course, a tutor): the link back to its list, then its form once the record
 * is read (null for a new one); an id the server does not know says so under the new form's title.
 */
export function EditorPage<T>(props: {
  back: { href: string; list: string };
  query: UseQueryResult<T>;
  newTitle: string;
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  const { back, query, newTitle, notFound, children } = props;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <p>
        <Link to={back.href}>{format(messages.adminCatalogue.backTo, { list: back.list })}</Link>
      </p>
      {missing ? (
        <>
          <CatalogueHeading title={newTitle} />
          <p role="alert">{notFound}</p>
        </>
      ) : (
        <QueryState query={query}>{children}</QueryState>
      )}
    </>
  );
}

/** Field errors of a failed write (422), keyed by the server's dotted path. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : {};
}

/** The error text of one field (every message of it), or undefined. */
export const errorText = (errors: FieldErrors, key: string): string | undefined => errors[key]?.join(' ') || undefined;

/**
 * Tabs, one per language (WAI-ARIA tabs: arrow keys move between them, Home and End jump). Every
 * panel stays mounted (hidden when not chosen), so a field of another language can be named by
 * an error. A tab whose fields have errors says so.
 */
export function LanguageTabs({
  active,
  onChange,
  withErrors,
  children,
}: {
  active: Language;
  onChange: (language: Language) => void;
  withErrors: (language: Language) => boolean;
  children: (language: Language) => ReactNode;
}) {
  const t = messages.adminCatalogue;
  const id = useId();
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const index = LANGUAGES.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Language | undefined;
    if (step) next = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length];
    else if (event.key === 'Home') next = LANGUAGES[0];
    else if (event.key === 'End') next = LANGUAGES[LANGUAGES.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={t.languagesLabel} className="language-tabs__list" onKeyDown={onKey}>
        {LANGUAGES.map((language) => {
          const bad = withErrors(language);
          return (
            <button
              key={language}
              ref={(node) => {
                tabs.current[language] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              aria-selected={language === active}
              tabIndex={language === active ? 0 : -1}
              className={`language-tabs__tab${bad ? ' has-errors' : ''}`}
              onClick={() => onChange(language)}
            >
              {bad ? format(t.tabErrors, { language: t.languages[language] }) : t.languages[language]}
              {language === 'en' && <span aria-hidden="true"> *</span>}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== active}
          className="language-tabs__panel"
        >
          {children(language)}
        </div>
      ))}
    </div>
  );
}

/** A one-line text of one language: the input takes that language and its direction. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  language,
  hint,
  required,
  type = 'text',
  inputMode,
  maxLength = 255,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language?: Language;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'number' | 'email' | 'tel' | 'date';
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          inputMode={inputMode}
          lang={language}
          dir={language ? directionOf(language) : undefined}
          value={value}
          required={required}
          aria-required={required || undefined}
          maxLength={type === 'text' ? maxLength : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  language,
  hint,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  language?: Language;
  hint?: string;
  rows?: number;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="input"
          rows={rows}
          lang={language}
          dir={language ? directionOf(language) : undefined}
          value={value}
          maxLength={3000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * An editable list of one-line texts (What You'll Learn): one input per item, add and remove
 * buttons; each item's error is shown under it (`what_you_will_learn.2`).
 */
export function TextListField({
  legend,
  hint,
  itemLabel,
  addLabel,
  removeLabel,
  items,
  onChange,
  errorAt,
  error,
  language,
  max,
}: {
  legend: string;
  hint?: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  items: string[];
  onChange: (items: string[]) => void;
  errorAt: (index: number) => string | undefined;
  error?: string;
  language: Language;
  max: number;
}) {
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusItem = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());
  return (
    <fieldset className="catalogue-list-field" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
      <ol ref={listRef} className="catalogue-list-field__items">
        {items.map((item, index) => (
          <li key={index} className="catalogue-list-field__item">
            <TextInput
              label={itemLabel(index + 1)}
              value={item}
              language={language}
              error={errorAt(index)}
              onChange={(value) => onChange(items.map((old, i) => (i === index ? value : old)))}
            />
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label={removeLabel(index + 1)}
              onClick={() => {
                onChange(items.filter((_, i) => i !== index));
                focusItem(Math.max(0, index - 1));
              }}
            >
              {messages.adminCatalogue.remove}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={items.length >= max}
        onClick={() => {
          onChange([...items, '']);
          focusItem(items.length);
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

/** The card as visitors will see it, inert (nothing in it can be clicked or focused). */
export function CardPreview({ children }: { children: ReactNode }) {
  const t = messages.adminCatalogue;
  const id = useId();
  return (
    <section className="catalogue-preview" aria-labelledby={id}>
      <h2 id={id} className="catalogue-preview__title">
        {t.preview}
      </h2>
      <p className="admin-muted">{format(t.previewHint, { language: t.languages[readerLanguage()] })}</p>
      <div className="catalogue-preview__card" inert>
        {children}
      </div>
    </section>
  );
}

/** 'Current' or 'Archived' as a pill. */
export function ArchivedPill({ archived }: { archived: boolean }) {
  const t = messages.adminCatalogue;
  return <span className={`admin-pill admin-pill--${archived ? 'rejected' : 'approved'}`}>{archived ? t.archivedState : t.current}</span>;
}

/** Moves focus to the screen's heading (after the focused row left the list). */
export const focusScreenHeading = () => document.querySelector<HTMLElement>('.admin-content h1')?.focus();

/** Whether a language's tab holds one of these field errors (English: the fields the pattern names). */
export const hasLanguageErrors = (errors: FieldErrors, language: Language, english: RegExp) =>
  Object.keys(errors).some((key) => (language === 'en' ? english.test(key) : key.startsWith(`translations.${language}.`)));

/** The tab to show after a 422: the first one holding an error, else the one shown. */
export const tabAfterErrors = (errors: FieldErrors, current: Language, english: RegExp): Language =>
  LANGUAGES.find((language) => hasLanguageErrors(errors, language, english)) ?? current;
