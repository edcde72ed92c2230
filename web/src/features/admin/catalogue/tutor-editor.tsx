import type { AdminTutor, Tutor } from '@darsak/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { paths } from '@/config/paths';
import { format, formatNumber, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';
import { catalogueApi, type TutorBody } from '../api/catalogue-api';
import { FeedbackLine } from '../components/feedback-line';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { SavedNotice } from './saved-notice';
import {
  ArchivedPill,
  CardPreview,
  CatalogueHeading,
  EditorPage,
  LanguageTabs,
  TextArea,
  TextInput,
  readerLanguage,
  visitorText,
  type Language,
} from './shared';
import { TutorPackagesSection } from './tutor-packages';
import { useArchiveToggle } from './use-archive';
import { useCatalogueForm } from './use-catalogue-form';

type Private = { title: string; description: string };
type Texts = { name: string; university: string; major: string; year: string; bio: string; privates: Private[] };
type Draft = {
  texts: Record<Language, Texts>;
  prices: string[];
  course_ids: number[];
  hourlyRate: string;
  email: string;
  phone: string;
  whatsapp: string;
  joinedDate: string;
  yearsOfExperience: string;
  students: string;
  successRate: string;
  rating: string;
  status: 'draft' | 'published';
};

const NO_TEXTS: Texts = { name: '', university: '', major: '', year: '', bio: '', privates: [] };

function draftOf(tutor: AdminTutor | null): Draft {
  if (!tutor) {
    return {
      texts: { en: NO_TEXTS, fr: NO_TEXTS, ar: NO_TEXTS },
      prices: [],
      course_ids: [],
      hourlyRate: '',
      email: '',
      phone: '',
      whatsapp: '',
      joinedDate: '',
      yearsOfExperience: '',
      students: '',
      successRate: '',
      rating: '',
      status: 'published',
    };
  }
  const count = tutor.privateCourses.length;
  const tr = (language: 'fr' | 'ar'): Texts => {
    const own = tutor.translations[language] ?? {};
    return {
      name: own.name ?? '',
      university: own.university ?? '',
      major: own.major ?? '',
      year: own.year ?? '',
      bio: own.bio ?? '',
      privates: Array.from({ length: count }, (_, i) => ({
        title: own.privateCourses?.[i]?.title ?? '',
        description: own.privateCourses?.[i]?.description ?? '',
      })),
    };
  };
  return {
    texts: {
      en: {
        name: tutor.name,
        university: tutor.university,
        major: tutor.major,
        year: tutor.year,
        bio: tutor.bio ?? '',
        privates: tutor.privateCourses.map((p) => ({ title: p.title, description: p.description })),
      },
      fr: tr('fr'),
      ar: tr('ar'),
    },
    prices: tutor.privateCourses.map((p) => String(p.pricePerHour)),
    course_ids: [...tutor.course_ids],
    hourlyRate: String(tutor.hourlyRate),
    email: tutor.contact.email ?? '',
    phone: tutor.contact.phone ?? '',
    whatsapp: tutor.contact.whatsapp ?? '',
    joinedDate: tutor.joinedDate,
    yearsOfExperience: String(tutor.yearsOfExperience),
    students: String(tutor.students),
    successRate: String(tutor.successRate),
    rating: String(tutor.rating),
    status: tutor.status,
  };
}

/** A language's texts as the API takes them: only those filled in (an empty one shows English). */
function translationOf(texts: Texts) {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'university', 'major', 'year', 'bio'] as const) if (texts[key].trim()) out[key] = texts[key];
  if (texts.privates.some((p) => p.title.trim() || p.description.trim())) out.privateCourses = texts.privates;
  return out;
}

function bodyOf(draft: Draft): TutorBody {
  const en = draft.texts.en;
  const whole = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: Record<string, unknown> = {
    name: en.name,
    university: en.university,
    major: en.major,
    year: en.year,
    bio: en.bio.trim() ? en.bio : null,
    course_ids: draft.course_ids,
    privateCourses: en.privates.map((p, i) => ({ ...p, pricePerHour: draft.prices[i] ?? '' })),
    contact: { email: draft.email, phone: draft.phone, whatsapp: draft.whatsapp },
    joinedDate: whole(draft.joinedDate),
    hourlyRate: draft.hourlyRate,
    yearsOfExperience: whole(draft.yearsOfExperience),
    students: whole(draft.students),
    successRate: whole(draft.successRate),
    rating: whole(draft.rating),
    status: draft.status,
    translations: { fr: translationOf(draft.texts.fr), ar: translationOf(draft.texts.ar) },
  };
  return body as unknown as TutorBody;
}

/** A neutral portrait for a tutor without a photo yet (the preview only). */
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 112"><rect width="112" height="112" fill="#e6ecf5"/><circle cx="56" cy="44" r="20" fill="#9fb0c8"/><path d="M20 100c6-22 22-30 36-30s30 8 36 30z" fill="#9fb0c8"/></svg>',
  );

function previewTutor(draft: Draft, image: string, courseTitles: string[]): Tutor {
  const language = readerLanguage();
  const own = draft.texts[language];
  const en = draft.texts.en;
  return {
    id: 0,
    image: image || PLACEHOLDER,
    name: visitorText(own.name, en.name) || '—',
    university: visitorText(own.university, en.university),
    major: visitorText(own.major, en.major),
    year: visitorText(own.year, en.year),
    bio: visitorText(own.bio, en.bio) || null,
    courses: courseTitles,
    rating: Number(draft.rating) || 0,
    reviews: [],
    privateCourses: en.privates.map((p, i) => ({
      title: visitorText(own.privates[i]?.title, p.title),
      description: visitorText(own.privates[i]?.description, p.description),
      pricePerHour: Number(draft.prices[i]) || 0,
    })),
    contact: { email: draft.email, phone: draft.phone, whatsapp: draft.whatsapp },
    joinedDate: draft.joinedDate,
    yearsOfExperience: Number(draft.yearsOfExperience) || 0,
    students: Number(draft.students) || 0,
    successRate: Number(draft.successRate) || 0,
    hourlyRate: Number(draft.hourlyRate) || 0,
    availability: [],
  } as Tutor;
}

type EditorProps = {
  id?: number;
  /** The public tutor card (features/tutors), given by the route. */
  renderPreview: (tutor: Tutor) => ReactNode;
};

/** /admin/catalogue/tutors/new and /{id}: the tutor's profile with a tab per language, the photo and the card's preview. */
export function TutorEditor({ id, renderPreview }: EditorProps) {
  const t = messages.adminCatalogue;
  const query = useAdminQuery('tutor', id ?? 'new', () => (id === undefined ? Promise.resolve(null) : catalogueApi.tutor(id)));
  return (
    <EditorPage
      back={{ href: paths.adminTutors.href(), list: t.parts.tutors }}
      query={query}
      newTitle={t.tutors.newTitle}
      notFound={t.tutors.notFound}
    >
      {(tutor) => <TutorForm key={tutor?.id ?? 'new'} tutor={tutor} renderPreview={renderPreview} />}
    </EditorPage>
  );
}

/** The English keys of a language tab (their translations: the same under translations.{fr,ar}.). */
const LANGUAGE_FIELDS = /^(name|university|major|year|bio|privateCourses)(\.|$)/;

function TutorForm({ tutor, renderPreview }: { tutor: AdminTutor | null; renderPreview: EditorProps['renderPreview'] }) {
  const t = messages.adminCatalogue;
  const c = t.tutors;
  const client = useQueryClient();
  const form = useCatalogueForm(() => draftOf(tutor), LANGUAGE_FIELDS);
  const { draft, setDraft, language, setLanguage, failed, saving, notice, err, prefix, withErrors } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const action = useAdminAction();
  const toggle = useArchiveToggle(action, c, { archive: t.archive, restore: t.restore });
  const courses = useAdminQuery('courses', { per_page: 100 }, () => catalogueApi.courses({ per_page: 100 }));

  // The chosen file is shown at once (a local object URL, let go when replaced or on leaving).
  const urlRef = useRef<string | null>(null);
  const choosePhoto = (file: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = file ? URL.createObjectURL(file) : null;
    setPhotoUrl(urlRef.current);
    setPhoto(file);
  };
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (lang: Language, key: Exclude<keyof Texts, 'privates'>, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [key]: value } } }));
  const setPrivate = (lang: Language, index: number, key: keyof Private, value: string) =>
    setDraft((d) => {
      const privates = d.texts.en.privates.map((_, i) => ({ ...(d.texts[lang].privates[i] ?? { title: '', description: '' }) }));
      privates[index] = { ...privates[index]!, [key]: value };
      return { ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], privates } } };
    });
  const addPrivate = () =>
    setDraft((d) => ({
      ...d,
      prices: [...d.prices, ''],
      texts: {
        en: { ...d.texts.en, privates: [...d.texts.en.privates, { title: '', description: '' }] },
        fr: { ...d.texts.fr, privates: [...d.texts.fr.privates, { title: '', description: '' }] },
        ar: { ...d.texts.ar, privates: [...d.texts.ar.privates, { title: '', description: '' }] },
      },
    }));
  const removePrivate = (index: number) =>
    setDraft((d) => ({
      ...d,
      prices: d.prices.filter((_, i) => i !== index),
      texts: {
        en: { ...d.texts.en, privates: d.texts.en.privates.filter((_, i) => i !== index) },
        fr: { ...d.texts.fr, privates: d.texts.fr.privates.filter((_, i) => i !== index) },
        ar: { ...d.texts.ar, privates: d.texts.ar.privates.filter((_, i) => i !== index) },
      },
    }));

  const upload = async (id: number) => {
    if (!photo) return true;
    setProgress(0);
    try {
      const saved = await catalogueApi.uploadTutorPhoto(id, photo, setProgress);
      client.setQueryData(adminKeys.resource('tutor', id), saved);
      choosePhoto(null);
      return true;
    } catch (error) {
      form.showFailure(error);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const submit = (event: FormEvent) =>
    form.save(event, {
      beforeSave: action.clearFeedback,
      write: () => (tutor ? catalogueApi.updateTutor(tutor.id, bodyOf(draft)) : catalogueApi.createTutor(bodyOf(draft))),
      // A photo chosen with the form goes up with it; its failure is shown, the texts stay saved.
      afterWrite: (saved) => upload(saved.id),
      existing: tutor !== null,
      draftOf,
      opened: (saved) => ({ href: paths.adminTutor.href(saved.id), created: format(c.created, { name: saved.name }) }),
    });

  const uploadNow = async () => {
    if (!tutor) return;
    form.setFailed(null);
    form.setNotice(null);
    if (await upload(tutor.id)) {
      form.setErrors({});
      form.setNotice(c.photoDone);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    }
  };

  const titles = (courses.data?.data ?? [])
    .filter((course) => draft.course_ids.includes(course.id))
    .map((course) => visitorText(course.translations[readerLanguage() as 'fr' | 'ar']?.title, course.title));
  const currentImage = tutor?.image ?? '';

  return (
    <>
      <CatalogueHeading title={tutor ? format(c.editTitle, { name: tutor.name }) : c.newTitle} />
      {tutor && (
        <div className="catalogue-state">
          <span className={`admin-pill admin-pill--${tutor.status === 'draft' ? 'pending' : 'approved'}`}>{c.statuses[tutor.status]}</span>
          <ArchivedPill archived={tutor.archived} />
          <button
            type="button"
            className={`btn ${tutor.archived ? 'btn-secondary' : 'btn-danger'}`}
            disabled={action.busy}
            onClick={() =>
              void toggle(
                { name: tutor.name, archived: tutor.archived },
                { archive: () => catalogueApi.archiveTutor(tutor.id), restore: () => catalogueApi.restoreTutor(tutor.id) },
              )
            }
          >
            {tutor.archived ? t.restore : t.archive}
          </button>
        </div>
      )}
      {tutor?.status === 'draft' && <p className="admin-muted">{c.draftNote}</p>}
      <SavedNotice text={notice} />
      <FeedbackLine feedback={action.feedback} />
      <div className="catalogue-editor">
        <form className="card catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
          {failed && (
            <p role="alert" className="admin-feedback admin-feedback--error">
              {failed}
            </p>
          )}
          <PhotoField
            current={photoUrl ?? currentImage}
            name={draft.texts.en.name}
            error={err('photo')}
            progress={progress}
            onChoose={choosePhoto}
            chosen={photo !== null}
            onUpload={tutor ? () => void uploadNow() : undefined}
          />

          <p className="admin-muted">{t.englishRequired}</p>
          <LanguageTabs active={language} onChange={setLanguage} withErrors={withErrors}>
            {(lang) => (
              <>
                <TextInput
                  label={c.name}
                  value={draft.texts[lang].name}
                  language={lang}
                  required={lang === 'en'}
                  maxLength={100}
                  error={err(`${prefix(lang)}name`)}
                  onChange={(v) => setText(lang, 'name', v)}
                />
                <TextInput
                  label={c.university}
                  value={draft.texts[lang].university}
                  language={lang}
                  required={lang === 'en'}
                  error={err(`${prefix(lang)}university`)}
                  onChange={(v) => setText(lang, 'university', v)}
                />
                <TextInput
                  label={c.major}
                  value={draft.texts[lang].major}
                  language={lang}
                  required={lang === 'en'}
                  error={err(`${prefix(lang)}major`)}
                  onChange={(v) => setText(lang, 'major', v)}
                />
                <TextInput
                  label={c.year}
                  hint={c.yearHint}
                  value={draft.texts[lang].year}
                  language={lang}
                  required={lang === 'en'}
                  maxLength={32}
                  error={err(`${prefix(lang)}year`)}
                  onChange={(v) => setText(lang, 'year', v)}
                />
                <TextArea
                  label={c.bio}
                  value={draft.texts[lang].bio}
                  language={lang}
                  rows={5}
                  error={err(`${prefix(lang)}bio`)}
                  onChange={(v) => setText(lang, 'bio', v)}
                />
                <fieldset className="catalogue-list-field">
                  <legend>{c.privateCourses}</legend>
                  {lang !== 'en' && <p className="field-hint">{c.privateTranslated}</p>}
                  <ol className="catalogue-list-field__items">
                    {draft.texts.en.privates.map((english, index) => (
                      <li key={index} className="catalogue-private">
                        <p className="catalogue-private__title">{format(c.privateCourse, { n: formatNumber(index + 1) })}</p>
                        {lang !== 'en' && english.title && (
                          <p className="admin-muted" lang="en" dir="ltr">
                            {english.title}
                          </p>
                        )}
                        <TextInput
                          label={c.privateTitle}
                          value={draft.texts[lang].privates[index]?.title ?? ''}
                          language={lang}
                          error={err(`${prefix(lang)}privateCourses.${index}.title`)}
                          onChange={(v) => setPrivate(lang, index, 'title', v)}
                        />
                        <TextArea
                          label={c.privateDescription}
                          rows={2}
                          value={draft.texts[lang].privates[index]?.description ?? ''}
                          language={lang}
                          error={err(`${prefix(lang)}privateCourses.${index}.description`)}
                          onChange={(v) => setPrivate(lang, index, 'description', v)}
                        />
                        {lang === 'en' && (
                          <>
                            <TextInput
                              label={c.pricePerHour}
                              inputMode="decimal"
                              value={draft.prices[index] ?? ''}
                              error={err(`privateCourses.${index}.pricePerHour`)}
                              onChange={(v) =>
                                set(
                                  'prices',
                                  draft.prices.map((p, i) => (i === index ? v : p)),
                                )
                              }
                            />
                            <button type="button" className="btn btn-ghost btn-small" onClick={() => removePrivate(index)}>
                              {format(c.removePrivate, { n: formatNumber(index + 1) })}
                            </button>
                          </>
                        )}
                      </li>
                    ))}
                  </ol>
                  {lang === 'en' && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={draft.texts.en.privates.length >= 20}
                      onClick={addPrivate}
                    >
                      {c.addPrivate}
                    </button>
                  )}
                </fieldset>
              </>
            )}
          </LanguageTabs>

          <div className="catalogue-form__grid">
            <TextInput
              label={c.hourlyRate}
              inputMode="decimal"
              value={draft.hourlyRate}
              error={err('hourlyRate')}
              onChange={(v) => set('hourlyRate', v)}
            />
            <FormField label={c.status} error={err('status')}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={draft.status}
                  onChange={(event) => set('status', event.target.value as Draft['status'])}
                >
                  <option value="draft">{c.statuses.draft}</option>
                  <option value="published">{c.statuses.published}</option>
                </select>
              )}
            </FormField>
            <TextInput label={c.email} type="email" value={draft.email} error={err('contact.email')} onChange={(v) => set('email', v)} />
            <TextInput label={c.phone} type="tel" value={draft.phone} error={err('contact.phone')} onChange={(v) => set('phone', v)} />
            <TextInput
              label={c.whatsapp}
              type="tel"
              value={draft.whatsapp}
              error={err('contact.whatsapp')}
              onChange={(v) => set('whatsapp', v)}
            />
            <TextInput
              label={c.joinedDate}
              type="date"
              value={draft.joinedDate}
              error={err('joinedDate')}
              onChange={(v) => set('joinedDate', v)}
            />
            <TextInput
              label={c.yearsOfExperience}
              type="number"
              inputMode="numeric"
              value={draft.yearsOfExperience}
              error={err('yearsOfExperience')}
              onChange={(v) => set('yearsOfExperience', v)}
            />
            <TextInput
              label={c.students}
              type="number"
              inputMode="numeric"
              value={draft.students}
              error={err('students')}
              onChange={(v) => set('students', v)}
            />
            <TextInput
              label={c.successRate}
              type="number"
              inputMode="numeric"
              value={draft.successRate}
              error={err('successRate')}
              onChange={(v) => set('successRate', v)}
            />
            <TextInput
              label={c.rating}
              type="number"
              inputMode="numeric"
              value={draft.rating}
              error={err('rating')}
              onChange={(v) => set('rating', v)}
            />
          </div>

          <fieldset className="catalogue-checks">
            <legend>{c.courses}</legend>
            {err('course_ids') && <p className="field-error">{err('course_ids')}</p>}
            <ul>
              {(courses.data?.data ?? []).map((course) => (
                <li key={course.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={draft.course_ids.includes(course.id)}
                      onChange={(event) =>
                        set(
                          'course_ids',
                          event.target.checked ? [...draft.course_ids, course.id] : draft.course_ids.filter((x) => x !== course.id),
                        )
                      }
                    />{' '}
                    <bdi className="admin-code">{course.code}</bdi> <bdi>{course.title}</bdi>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <div className="catalogue-form__actions">
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? t.saving : t.save}
            </button>
          </div>
        </form>
        <CardPreview>{renderPreview(previewTutor(draft, photoUrl ?? currentImage, titles))}</CardPreview>
      </div>
      {/* Packages of hours (decision 086): edited with the tutor once it exists. */}
      {tutor && <TutorPackagesSection tutorId={tutor.id} tutorName={tutor.name} />}
    </>
  );
}

/** The photo: the current one (or the file just chosen) shown, a file input, and an upload button once the tutor exists. */
function PhotoField({
  current,
  name,
  error,
  progress,
  chosen,
  onChoose,
  onUpload,
}: {
  current: string;
  name: string;
  error?: string;
  progress: number | null;
  chosen: boolean;
  onChoose: (file: File | null) => void;
  onUpload?: () => void;
}) {
  const c = messages.adminCatalogue.tutors;
  const id = useId();
  return (
    <div className="catalogue-photo">
      {current ? (
        <img className="catalogue-photo__image" src={current} alt={format(c.photoAlt, { name: name || '—' })} width={112} height={112} />
      ) : (
        <span className="catalogue-photo__image catalogue-photo__image--empty" aria-hidden="true" />
      )}
      <div>
        <FormField label={c.photo} id={id} hint={onUpload ? c.photoHint : `${c.photoHint} ${c.photoAfterSave}`} error={error}>
          {(control) => (
            <input
              {...control}
              type="file"
              className="input"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        {onUpload && (
          <button type="button" className="btn btn-secondary btn-small" disabled={!chosen || progress !== null} onClick={onUpload}>
            {progress === null ? c.uploadPhoto : format(c.uploading, { percent: formatNumber(progress, { style: 'percent' }) })}
          </button>
        )}
      </div>
    </div>
  );
}
