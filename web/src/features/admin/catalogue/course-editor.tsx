import { COURSE_SUBJECTS, type AdminCourse } from '@darsak/common';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { paths } from '@/config/paths';
import type { Course } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';
import { catalogueApi, type CourseBody } from '../api/catalogue-api';
import { FeedbackLine } from '../components/feedback-line';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import {
  ArchivedPill,
  CardPreview,
  CatalogueHeading,
  EditorPage,
  LanguageTabs,
  TextInput,
  TextListField,
  readerLanguage,
  visitorText,
  type Language,
} from './shared';
import { CourseDelivery } from './course-delivery';
import { SavedNotice } from './saved-notice';
import { useArchiveToggle } from './use-archive';
import { useCatalogueForm } from './use-catalogue-form';

type Texts = { title: string; time: string; topics: string[] };
type Draft = {
  category_id: string;
  code: string;
  subject: string;
  sem: string;
  credits: string;
  lectures: string;
  price: string;
  rating: string;
  tutor_ids: number[];
  texts: Record<Language, Texts>;
};

const EMPTY: Draft = {
  category_id: '',
  code: '',
  subject: '',
  sem: '1',
  credits: '3',
  lectures: '',
  price: '',
  rating: '',
  tutor_ids: [],
  texts: { en: { title: '', time: '', topics: [''] }, fr: { title: '', time: '', topics: [] }, ar: { title: '', time: '', topics: [] } },
};

function draftOf(course: AdminCourse): Draft {
  const tr = (language: 'fr' | 'ar'): Texts => ({
    title: course.translations[language]?.title ?? '',
    time: course.translations[language]?.time ?? '',
    topics: [...(course.translations[language]?.what_you_will_learn ?? [])],
  });
  return {
    category_id: String(course.category_id),
    code: course.code,
    subject: course.subject,
    sem: course.sem,
    credits: String(course.credits),
    lectures: String(course.lectures),
    price: course.price,
    rating: String(course.rating),
    tutor_ids: [...course.tutor_ids],
    texts: { en: { title: course.title, time: course.time, topics: [...course.what_you_will_learn] }, fr: tr('fr'), ar: tr('ar') },
  };
}

/** A language's texts as the API takes them: only what is filled in (an empty text shows English). */
function translationOf(texts: Texts) {
  const out: { title?: string; time?: string; what_you_will_learn?: string[] } = {};
  if (texts.title.trim()) out.title = texts.title;
  if (texts.time.trim()) out.time = texts.time;
  if (texts.topics.some((topic) => topic.trim())) out.what_you_will_learn = texts.topics;
  return out;
}

/** The body of POST or PATCH: strings as typed (the server parses and answers 422 per field). */
function bodyOf(draft: Draft): CourseBody {
  return {
    category_id: draft.category_id,
    code: draft.code,
    title: draft.texts.en.title,
    subject: draft.subject,
    sem: draft.sem,
    credits: draft.credits,
    time: draft.texts.en.time,
    lectures: draft.lectures,
    price: draft.price,
    what_you_will_learn: draft.texts.en.topics,
    ...(draft.rating.trim() ? { rating: Number(draft.rating) } : {}),
    tutor_ids: draft.tutor_ids,
    translations: { fr: translationOf(draft.texts.fr), ar: translationOf(draft.texts.ar) },
  } as unknown as CourseBody;
}

const PRICE = /^\d{1,5}(\.\d{1,2})?$/;

/** The card a visitor reading the admin's language would see, from the unsaved draft. */
function previewCourse(draft: Draft, image: string, id: number | undefined): Course {
  const language = readerLanguage();
  const own = draft.texts[language];
  const en = draft.texts.en;
  const topics = own.topics.some((topic) => topic.trim()) ? own.topics : en.topics;
  const credits = Number(draft.credits);
  return {
    // Not a catalogue id: the bundled translations must not replace the draft's texts.
    id: id === undefined ? 0 : -id,
    categoryId: Number(draft.category_id) || 0,
    code: draft.code.toUpperCase() || '—',
    title: visitorText(own.title, en.title) || '—',
    subject: (COURSE_SUBJECTS as readonly string[]).includes(draft.subject) ? (draft.subject as Course['subject']) : 'Maths',
    time: visitorText(own.time, en.time) || '—',
    lectures: Number(draft.lectures) || 0,
    rating: Number(draft.rating) || 0,
    credits: (Number.isInteger(credits) && credits > 0 ? credits : 3) as Course['credits'],
    sem: draft.sem === '2' ? '2' : '1',
    price: PRICE.test(draft.price.trim()) ? draft.price.trim() : '0',
    image,
    link: '',
    whatYouWillSee: topics.filter((topic) => topic.trim()),
    reviews: [],
  };
}

type EditorProps = {
  /** The course to edit; a new one when absent. */
  id?: number;
  /** The public course card (features/catalog), given by the route: features do not import each other. */
  renderPreview: (course: Course) => ReactNode;
};

/** /admin/catalogue/courses/new and /{id}: the course form with a tab per language and the card's preview. */
export function CourseEditor({ id, renderPreview }: EditorProps) {
  const t = messages.adminCatalogue;
  const query = useAdminQuery('course', id ?? 'new', () => (id === undefined ? Promise.resolve(null) : catalogueApi.course(id)));
  return (
    <EditorPage
      back={{ href: paths.adminCourses.href(), list: t.parts.courses }}
      query={query}
      newTitle={t.courses.newTitle}
      notFound={t.courses.notFound}
    >
      {(course) => <CourseForm key={course?.id ?? 'new'} course={course} renderPreview={renderPreview} />}
    </EditorPage>
  );
}

/** The English keys of a language tab (their translations: the same under translations.{fr,ar}.). */
const LANGUAGE_FIELDS = /^(title|time|what_you_will_learn)(\.|$)/;

function CourseForm({ course, renderPreview }: { course: AdminCourse | null; renderPreview: EditorProps['renderPreview'] }) {
  const t = messages.adminCatalogue;
  const c = t.courses;
  const client = useQueryClient();
  const form = useCatalogueForm<Draft>(() => (course ? draftOf(course) : EMPTY), LANGUAGE_FIELDS);
  const { draft, setDraft, language, setLanguage, failed, saving, notice, err, prefix, withErrors } = form;
  const action = useAdminAction();
  const toggle = useArchiveToggle(action, c, { archive: t.archive, restore: t.restore });
  const categories = useAdminQuery('categories', { per_page: 100 }, () => catalogueApi.categories({ per_page: 100 }));
  const tutors = useAdminQuery('catalogueTutors', { per_page: 100, status: 'all' }, () =>
    catalogueApi.tutors({ per_page: 100, status: 'all' }),
  );

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (lang: Language, key: keyof Texts, value: string | string[]) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [key]: value } } }));

  const submit = (event: FormEvent) =>
    form.save(event, {
      beforeSave: action.clearFeedback,
      write: () => (course ? catalogueApi.updateCourse(course.id, bodyOf(draft)) : catalogueApi.createCourse(bodyOf(draft))),
      afterWrite: (saved) => {
        if (course) client.setQueryData(adminKeys.resource('course', course.id), saved);
      },
      existing: course !== null,
      draftOf,
      opened: (saved) => ({ href: paths.adminCourse.href(saved.id), created: format(c.created, { code: saved.code }) }),
    });

  const categoryImage = categories.data?.data.find((category) => String(category.id) === draft.category_id)?.image ?? '';
  const image = course?.image ?? categoryImage;
  const heading = course ? format(c.editTitle, { code: course.code }) : c.newTitle;

  return (
    <>
      <CatalogueHeading title={heading} />
      {course && (
        <div className="catalogue-state">
          <ArchivedPill archived={course.archived} />
          <button
            type="button"
            className={`btn ${course.archived ? 'btn-secondary' : 'btn-danger'}`}
            disabled={action.busy}
            onClick={() =>
              void toggle(
                { name: course.title, archived: course.archived },
                { archive: () => catalogueApi.archiveCourse(course.id), restore: () => catalogueApi.restoreCourse(course.id) },
              )
            }
          >
            {course.archived ? t.restore : t.archive}
          </button>
        </div>
      )}
      <SavedNotice text={notice} />
      <FeedbackLine feedback={action.feedback} />
      <div className="catalogue-editor">
        <form className="card catalogue-form" noValidate onSubmit={(event) => void submit(event)}>
          {failed && (
            <p role="alert" className="admin-feedback admin-feedback--error">
              {failed}
            </p>
          )}
          <div className="catalogue-form__grid">
            <FormField label={c.category} error={err('category_id')}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={draft.category_id}
                  onChange={(event) => set('category_id', event.target.value)}
                >
                  <option value="">{c.chooseCategory}</option>
                  {(categories.data?.data ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextInput
              label={c.code}
              hint={c.codeHint}
              value={draft.code}
              error={err('code')}
              language="en"
              maxLength={16}
              onChange={(value) => set('code', value)}
            />
            <FormField label={c.subject} error={err('subject')}>
              {(control) => (
                <select {...control} className="input" value={draft.subject} onChange={(event) => set('subject', event.target.value)}>
                  <option value="" />
                  {COURSE_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {c.subjects[subject]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={c.semester} error={err('sem')}>
              {(control) => (
                <select {...control} className="input" value={draft.sem} onChange={(event) => set('sem', event.target.value)}>
                  {['1', '2'].map((sem) => (
                    <option key={sem} value={sem}>
                      {format(c.semesterValue, { sem })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextInput
              label={c.credits}
              type="number"
              inputMode="numeric"
              value={draft.credits}
              error={err('credits')}
              onChange={(value) => set('credits', value)}
            />
            <TextInput
              label={c.lectures}
              type="number"
              inputMode="numeric"
              value={draft.lectures}
              error={err('lectures')}
              onChange={(value) => set('lectures', value)}
            />
            <TextInput
              label={c.price}
              hint={c.priceHint}
              inputMode="decimal"
              value={draft.price}
              error={err('price')}
              language="en"
              maxLength={9}
              onChange={(value) => set('price', value)}
            />
            <TextInput
              label={c.rating}
              type="number"
              inputMode="decimal"
              value={draft.rating}
              error={err('rating')}
              onChange={(value) => set('rating', value)}
            />
          </div>

          <p className="admin-muted">{t.englishRequired}</p>
          <LanguageTabs active={language} onChange={setLanguage} withErrors={withErrors}>
            {(lang) => (
              <>
                <TextInput
                  label={c.title}
                  value={draft.texts[lang].title}
                  language={lang}
                  required={lang === 'en'}
                  error={err(`${prefix(lang)}title`)}
                  onChange={(value) => setText(lang, 'title', value)}
                />
                <TextInput
                  label={c.time}
                  hint={c.timeHint}
                  value={draft.texts[lang].time}
                  language={lang}
                  required={lang === 'en'}
                  maxLength={64}
                  error={err(`${prefix(lang)}time`)}
                  onChange={(value) => setText(lang, 'time', value)}
                />
                <TextListField
                  legend={c.learn}
                  hint={c.learnHint}
                  itemLabel={(n) => format(c.topic, { n })}
                  addLabel={c.addTopic}
                  removeLabel={(n) => format(c.removeTopic, { n })}
                  items={draft.texts[lang].topics}
                  onChange={(items) => setText(lang, 'topics', items)}
                  errorAt={(index) => err(`${prefix(lang)}what_you_will_learn.${index}`)}
                  error={err(`${prefix(lang)}what_you_will_learn`)}
                  language={lang}
                  max={12}
                />
              </>
            )}
          </LanguageTabs>

          <fieldset className="catalogue-checks">
            <legend>{c.tutors}</legend>
            <p className="field-hint">{c.tutorsHint}</p>
            {err('tutor_ids') && <p className="field-error">{err('tutor_ids')}</p>}
            <ul>
              {(tutors.data?.data ?? []).map((tutor) => (
                <li key={tutor.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={draft.tutor_ids.includes(tutor.id)}
                      onChange={(event) =>
                        set(
                          'tutor_ids',
                          event.target.checked ? [...draft.tutor_ids, tutor.id] : draft.tutor_ids.filter((x) => x !== tutor.id),
                        )
                      }
                    />{' '}
                    <bdi>{tutor.name}</bdi>
                    {tutor.status === 'draft' && <span className="admin-muted"> ({t.tutors.statuses.draft})</span>}
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
        <CardPreview>{renderPreview(previewCourse(draft, image, course?.id))}</CardPreview>
      </div>
      {/* What a paid order gives (issue 21): only a saved course has materials, links and lectures. */}
      {course && <CourseDelivery courseId={course.id} />}
    </>
  );
}
