import type { AdminCategory } from '@darsak/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { FieldErrors } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';
import { catalogueApi, type CategoryBody } from '../api/catalogue-api';
import { QueryState } from '../components/query-state';
import { useAdminQuery } from '../hooks/use-admin-query';
import { SavedNotice, useSavedNotice } from './saved-notice';
import {
  CatalogueHeading,
  LanguageTabs,
  TextArea,
  TextInput,
  errorText,
  fieldErrorsOf,
  hasLanguageErrors,
  tabAfterErrors,
  type Language,
} from './shared';

type Texts = { name: string; description: string };
type Draft = Record<Language, Texts>;

const draftOf = (category: AdminCategory | null): Draft => ({
  en: { name: category?.name ?? '', description: category?.description ?? '' },
  fr: { name: category?.translations.fr?.name ?? '', description: category?.translations.fr?.description ?? '' },
  ar: { name: category?.translations.ar?.name ?? '', description: category?.translations.ar?.description ?? '' },
});

const filled = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim())) as Partial<Texts>;

/**
 * /admin/catalogue/categories/new and /{id}: the name and description in each language. The
 * list has no GET of one category: the screen reads it from the list (at most a few dozen).
 */
export function CategoryEditor({ id }: { id?: number }) {
  const t = messages.adminCatalogue;
  const query = useAdminQuery('categories', { per_page: 100 }, () => catalogueApi.categories({ per_page: 100 }));
  return (
    <>
      <p>
        <Link to={paths.adminCategories.href()}>{format(t.backTo, { list: t.parts.categories })}</Link>
      </p>
      <QueryState query={query}>
        {(page) => {
          const category = id === undefined ? null : page.data.find((c) => c.id === id);
          if (category === undefined) {
            return (
              <>
                <CatalogueHeading title={t.categories.newTitle} />
                <p role="alert">{t.categories.notFound}</p>
              </>
            );
          }
          return <CategoryForm key={category?.id ?? 'new'} category={category} />;
        }}
      </QueryState>
    </>
  );
}

function CategoryForm({ category }: { category: AdminCategory | null }) {
  const t = messages.adminCatalogue;
  const c = t.categories;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(category));
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useSavedNotice();
  const prefix = (lang: Language) => (lang === 'en' ? '' : `translations.${lang}.`);
  const err = (key: string) => errorText(errors, key);
  const withErrors = (lang: Language) => hasLanguageErrors(errors, lang, /^(name|description)$/);
  const setText = (lang: Language, key: keyof Texts, value: string) => setDraft((d) => ({ ...d, [lang]: { ...d[lang], [key]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailed(null);
    setNotice(null);
    const body: CategoryBody = { ...draft.en, translations: { fr: filled(draft.fr), ar: filled(draft.ar) } };
    try {
      const saved = category ? await catalogueApi.updateCategory(category.id, body) : await catalogueApi.createCategory(body);
      setErrors({});
      await client.invalidateQueries({ queryKey: adminKeys.all });
      if (category) {
        setDraft(draftOf(saved));
        setNotice(t.saved);
      } else {
        await navigate(paths.adminCategory.href(saved.id), { state: { created: format(c.created, { name: saved.name }) } });
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailed(
        Object.keys(fields).length > 0
          ? t.fixFields
          : format(messages.admin.actionFailed, { message: error instanceof Error ? error.message : String(error) }),
      );
      setLanguage((current) => tabAfterErrors(fields, current, /^(name|description)$/));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <CatalogueHeading title={category ? format(c.editTitle, { name: category.name }) : c.newTitle} />
      <SavedNotice text={notice} />
      <form className="card catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
        {failed && (
          <p role="alert" className="admin-feedback admin-feedback--error">
            {failed}
          </p>
        )}
        <p className="admin-muted">{t.englishRequired}</p>
        <LanguageTabs active={language} onChange={setLanguage} withErrors={withErrors}>
          {(lang) => (
            <>
              <TextInput
                label={c.name}
                value={draft[lang].name}
                language={lang}
                required={lang === 'en'}
                maxLength={120}
                error={err(`${prefix(lang)}name`)}
                onChange={(value) => setText(lang, 'name', value)}
              />
              <TextArea
                label={c.description}
                value={draft[lang].description}
                language={lang}
                error={err(`${prefix(lang)}description`)}
                onChange={(value) => setText(lang, 'description', value)}
              />
            </>
          )}
        </LanguageTabs>
        <div className="catalogue-form__actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </div>
      </form>
    </>
  );
}
