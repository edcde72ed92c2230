import type { AdminCategory } from '@darsak/common';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { catalogueApi, type CategoryBody } from '../api/catalogue-api';
import { QueryState } from '../components/query-state';
import { useAdminQuery } from '../hooks/use-admin-query';
import { SavedNotice } from './saved-notice';
import { CatalogueHeading, LanguageTabs, TextArea, TextInput, type Language } from './shared';
import { useCatalogueForm } from './use-catalogue-form';

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

/** The English keys of a language tab (their translations: the same under translations.{fr,ar}.). */
const LANGUAGE_FIELDS = /^(name|description)$/;

function CategoryForm({ category }: { category: AdminCategory | null }) {
  const t = messages.adminCatalogue;
  const c = t.categories;
  const form = useCatalogueForm(() => draftOf(category), LANGUAGE_FIELDS);
  const { draft, setDraft, language, setLanguage, failed, saving, notice, err, prefix, withErrors } = form;
  const setText = (lang: Language, key: keyof Texts, value: string) => setDraft((d) => ({ ...d, [lang]: { ...d[lang], [key]: value } }));

  const submit = (event: FormEvent) =>
    form.save(event, {
      write: () => {
        const body: CategoryBody = { ...draft.en, translations: { fr: filled(draft.fr), ar: filled(draft.ar) } };
        return category ? catalogueApi.updateCategory(category.id, body) : catalogueApi.createCategory(body);
      },
      existing: category !== null,
      draftOf,
      opened: (saved) => ({ href: paths.adminCategory.href(saved.id), created: format(c.created, { name: saved.name }) }),
    });

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
