import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldErrors } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';
import { useSavedNotice } from './saved-notice';
import { errorText, fieldErrorsOf, hasLanguageErrors, tabAfterErrors, type Language } from './shared';

/** A save: the write, and what follows it: the record's own draft again, or its new screen. */
type SaveSteps<Draft, Saved> = {
  /** Before the write, with the form's own feedback (another feedback line of the screen). */
  beforeSave?: () => void;
  /** Writes the draft: answers the saved record, or throws the server's refusal. */
  write: () => Promise<Saved>;
  /** After the write, before the lists are read again (a photo's upload, the record's cache entry). */
  afterWrite?: (saved: Saved) => Promise<unknown> | void;
  /** An existing record stays on its screen, its draft now the saved one; a new one opens at `href` with `created` as its notice. */
  existing: boolean;
  draftOf: (saved: Saved) => Draft;
  opened: (saved: Saved) => { href: string; created: string };
};

/**
 * The form state and save flow the catalogue editors share (category, course, tutor): the draft,
 * its language tab, the server's field errors (each under its field, the tab holding one marked,
 * and the first such tab shown after a refused save), a failure line, 'Saved.' or the created
 * record's notice. `languageFields`: the English keys the language tabs hold (their translations
 * are the same keys under `translations.{fr,ar}.`).
 */
export function useCatalogueForm<Draft>(initial: () => Draft, languageFields: RegExp) {
  const t = messages.adminCatalogue;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useSavedNotice();

  /** A refused write: 422's fields under their inputs and 'Fix the fields…', anything else in one line. */
  const showFailure = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    setFailed(
      Object.keys(fields).length > 0
        ? t.fixFields
        : format(messages.admin.actionFailed, { message: error instanceof Error ? error.message : String(error) }),
    );
    setLanguage((current) => tabAfterErrors(fields, current, languageFields));
  };

  /** Saves on the form's submit (call it from the submit handler). */
  const save = async <Saved>(event: FormEvent, steps: SaveSteps<Draft, Saved>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailed(null);
    setNotice(null);
    steps.beforeSave?.();
    try {
      const saved = await steps.write();
      setErrors({});
      await steps.afterWrite?.(saved);
      await client.invalidateQueries({ queryKey: adminKeys.all });
      if (steps.existing) {
        setDraft(steps.draftOf(saved));
        setNotice(t.saved);
      } else {
        const { href, created } = steps.opened(saved);
        await navigate(href, { state: { created } });
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    setDraft,
    language,
    setLanguage,
    errors,
    setErrors,
    failed,
    setFailed,
    saving,
    notice,
    setNotice,
    /** The error text of an API field key. */
    err: (key: string) => errorText(errors, key),
    /** The API key prefix of a language's fields: none for English, `translations.fr.` for French. */
    prefix: (lang: Language) => (lang === 'en' ? '' : `translations.${lang}.`),
    /** Whether a language's tab holds a field the server refused. */
    withErrors: (lang: Language) => hasLanguageErrors(errors, lang, languageFields),
    showFailure,
    save,
  };
}
