import type { CourseDelivery } from '@darsak/common/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAlert } from '@/components/alert/alert-provider';
import { FormField } from '@/components/form-field/form-field';
import { type FieldErrors } from '@/lib/api-client';
import { format, formatNumber, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';
import { catalogueApi, type DeliveryBody } from '../api/catalogue-api';
import { FeedbackLine } from '../components/feedback-line';
import { QueryState } from '../components/query-state';
import { dateTimeCell } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import {
  LECTURE_MINUTES,
  LINK_KINDS,
  LINKS_MAX,
  MATERIAL_ACCEPT,
  MATERIAL_MAX_BYTES,
  SCHEDULE_MAX,
  type LinkKind,
} from './delivery-limits';
import { SavedNotice } from './saved-notice';
import { errorText, fieldErrorsOf } from './shared';

/**
 * The query keys of a course's delivery in the back office: under adminKeys.all, so every admin
 * write (and the course form's save) refreshes them with the rest.
 */
export const deliveryKeys = {
  materials: (courseId: number) => [...adminKeys.all, 'courseMaterials', courseId] as const,
  delivery: (courseId: number) => [...adminKeys.all, 'courseDelivery', courseId] as const,
};

/** A file's size as the list shows it: '340 KB', '2.4 MB'. */
export function sizeText(bytes: number): string {
  const d = messages.adminCatalogue.delivery;
  if (bytes < 1024 * 1024) return format(d.sizeKb, { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
  return format(d.sizeMb, { size: formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });
}

/** The failure line of a refused write: 'check the fields' when the server named some, else its message. */
function failureText(error: unknown, fields: FieldErrors, fixFields: string): string {
  return Object.keys(fields).length > 0
    ? fixFields
    : format(messages.admin.actionFailed, { message: error instanceof Error ? error.message : String(error) });
}

/**
 * Focuses the first field of a list's item after one is added or removed; with the list emptied,
 * the list's add button (the list and the button share their fieldset).
 */
function focusIn(list: HTMLElement | null, index: number) {
  requestAnimationFrame(() => {
    const items = list?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const target = items.length > 0 ? items[Math.min(index, items.length - 1)]?.querySelector<HTMLElement>('input, select') : null;
    (target ?? list?.parentElement?.querySelector<HTMLElement>(':scope > button'))?.focus();
  });
}

type ListOfRowsProps<T> = {
  legend: string;
  hint: string;
  hintId: string;
  error: string | undefined;
  emptyText: string;
  items: T[];
  max: number;
  /** The legend and the remove button's text of the item numbered `n` (a formatted number). */
  itemLegend: (n: string) => string;
  removeLabel: (n: string) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of one item. */
  children: (item: T, index: number) => ReactNode;
};

/**
 * A list of rows edited in place (the course's links, its lectures): a fieldset with its hint and
 * error, each item a numbered fieldset with a remove button, and an add button up to `max`; focus
 * follows the item added or removed.
 */
function ListOfRows<T>(props: ListOfRowsProps<T>) {
  const { legend, hint, hintId, error, emptyText, items, max, itemLegend, removeLabel, addLabel, onAdd, onRemove, children } = props;
  const list = useRef<HTMLOListElement>(null);
  return (
    <fieldset className="catalogue-list-field" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {error && <p className="field-error">{error}</p>}
      {items.length === 0 && <p className="admin-muted">{emptyText}</p>}
      <ol ref={list} className="catalogue-list-field__items">
        {items.map((item, index) => {
          const n = formatNumber(index + 1);
          return (
            <li key={index} className="catalogue-delivery__item">
              <fieldset className="catalogue-delivery__row">
                <legend>{itemLegend(n)}</legend>
                {children(item, index)}
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => {
                    onRemove(index);
                    focusIn(list.current, Math.max(0, index - 1));
                  }}
                >
                  {removeLabel(n)}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={items.length >= max}
        onClick={() => {
          onAdd();
          focusIn(list.current, items.length);
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

/**
 * What a course delivers to the students who paid for it (issue 21, decision 079), on the course's
 * own screen in the back office: its materials (listed, uploaded, deleted one by one), and its
 * links and lecture schedule (edited together, saved with one button).
 */
export function CourseDelivery({ courseId }: { courseId: number }) {
  const d = messages.adminCatalogue.delivery;
  const id = useId();
  return (
    <section className="card catalogue-delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="catalogue-delivery__title">
        {d.title}
      </h2>
      <p className="admin-muted">{d.intro}</p>
      <Materials courseId={courseId} />
      <LinksAndSchedule courseId={courseId} />
    </section>
  );
}

// ---- materials ----------------------------------------------------------------------------------

function Materials({ courseId }: { courseId: number }) {
  const d = messages.adminCatalogue.delivery;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { confirm } = useAlert();
  const action = useAdminAction();
  const query = useQuery({ queryKey: deliveryKeys.materials(courseId), queryFn: () => catalogueApi.materials(courseId) });

  const remove = async (material: { id: number; title: string }) => {
    const ok = await confirm(format(d.confirmDelete, { title: material.title }), { confirmLabel: d.delete, tone: 'danger' });
    if (!ok) return;
    const done = await action.run(() => catalogueApi.deleteMaterial(courseId, material.id), format(d.deleted, { title: material.title }));
    // Its row (and the focused button) leaves the list: the keyboard goes on from the part's heading.
    if (done) heading.current?.focus();
  };

  return (
    // Not a landmark of its own (the section is): the table's scrolling frame is the one named by its heading.
    <div className="catalogue-delivery__part">
      <h3 id={`${id}-materials`} ref={heading} tabIndex={-1}>
        {d.materials}
      </h3>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(materials) =>
          materials.length === 0 ? (
            <p className="admin-muted">{d.noMaterials}</p>
          ) : (
            <div className="admin-table__frame" role="region" aria-labelledby={`${id}-materials`} tabIndex={0}>
              <table className="stack-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{d.materialTitle}</th>
                    <th scope="col">{d.size}</th>
                    <th scope="col">{d.added}</th>
                    <th scope="col">{d.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {materials.map((material) => (
                    <tr key={material.id}>
                      <th scope="row" data-label={d.materialTitle} className="admin-table__text">
                        <bdi>{material.title}</bdi>
                      </th>
                      <td data-label={d.size}>{sizeText(material.size)}</td>
                      <td data-label={d.added}>{dateTimeCell(material.created_at)}</td>
                      <td data-label={d.actions}>
                        <div className="catalogue-delivery__actions">
                          <a
                            className="btn btn-secondary btn-small"
                            href={material.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={format(d.downloadOf, { title: material.title })}
                          >
                            {d.download}
                          </a>
                          <button
                            type="button"
                            className="btn btn-ghost btn-small"
                            disabled={action.busy}
                            aria-label={format(d.deleteOf, { title: material.title })}
                            onClick={() => void remove(material)}
                          >
                            {d.delete}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <UploadForm courseId={courseId} />
    </div>
  );
}

function UploadForm({ courseId }: { courseId: number }) {
  const d = messages.adminCatalogue.delivery;
  const id = useId();
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const maxSize = sizeText(MATERIAL_MAX_BYTES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    setFailed(null);
    setNotice(null);
    const local: FieldErrors = {};
    if (!title.trim()) local.title = [d.titleRequired];
    if (!file) local.file = [d.fileRequired];
    else if (file.size > MATERIAL_MAX_BYTES) local.file = [format(d.tooLarge, { max: maxSize })];
    if (!file || Object.keys(local).length > 0) {
      setErrors(local);
      setFailed(d.uploadFailed);
      return;
    }
    setProgress(0);
    try {
      const added = await catalogueApi.uploadMaterial(courseId, title, file, setProgress);
      setErrors({});
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setNotice(format(d.uploaded, { title: added.title }));
      await client.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailed(failureText(error, fields, d.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="catalogue-delivery__upload" noValidate aria-labelledby={`${id}-add`} onSubmit={(event) => void submit(event)}>
      <h4 id={`${id}-add`}>{d.addMaterial}</h4>
      <SavedNotice text={notice} />
      {failed && (
        <p role="alert" className="admin-feedback admin-feedback--error">
          {failed}
        </p>
      )}
      <div className="catalogue-form__grid">
        <FormField label={d.materialTitle} error={errorText(errors, 'title')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              maxLength={160}
              required
              aria-required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={d.file} hint={format(d.fileHint, { max: maxSize })} error={errorText(errors, 'file')}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              className="input"
              type="file"
              accept={MATERIAL_ACCEPT}
              required
              aria-required
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {progress === null ? d.upload : format(d.uploading, { percent: formatNumber(progress, { style: 'percent' }) })}
        </button>
      </div>
    </form>
  );
}

// ---- links and lecture schedule -----------------------------------------------------------------

type LinkDraft = { kind: LinkKind; label: string; url: string };
type LectureDraft = { title: string; starts_at: string; duration: string };
type Draft = { links: LinkDraft[]; schedule: LectureDraft[] };

const draftOf = (delivery: CourseDelivery): Draft => ({
  links: delivery.links.map((link) => ({ kind: link.kind, label: link.label, url: link.url })),
  schedule: delivery.schedule.map((lecture) => ({
    title: lecture.title,
    starts_at: lecture.starts_at,
    duration: String(lecture.duration_minutes),
  })),
});

/** The PUT body: texts as typed (the server trims and answers 422 per field), a whole number of minutes when it is one. */
const bodyOf = (draft: Draft): DeliveryBody => ({
  links: draft.links.map((link) => ({ kind: link.kind, label: link.label, url: link.url })),
  schedule: draft.schedule.map((lecture) => ({
    title: lecture.title,
    starts_at: lecture.starts_at,
    duration_minutes: (/^\d{1,4}$/.test(lecture.duration.trim()) ? Number(lecture.duration) : lecture.duration) as number,
  })),
});

function LinksAndSchedule({ courseId }: { courseId: number }) {
  const query = useQuery({ queryKey: deliveryKeys.delivery(courseId), queryFn: () => catalogueApi.delivery(courseId) });
  return (
    <QueryState query={query}>
      {/* The draft is made once from the first answer: a later refetch does not overwrite what is being typed. */}
      {(delivery) => <DeliveryForm courseId={courseId} initial={delivery} />}
    </QueryState>
  );
}

function DeliveryForm({ courseId, initial }: { courseId: number; initial: CourseDelivery }) {
  const t = messages.adminCatalogue;
  const d = t.delivery;
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const err = (key: string) => errorText(errors, key);

  const setLink = (index: number, change: Partial<LinkDraft>) =>
    setDraft((old) => ({ ...old, links: old.links.map((link, i) => (i === index ? { ...link, ...change } : link)) }));
  const setLecture = (index: number, change: Partial<LectureDraft>) =>
    setDraft((old) => ({ ...old, schedule: old.schedule.map((lecture, i) => (i === index ? { ...lecture, ...change } : lecture)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailed(null);
    setNotice(null);
    try {
      const saved = await catalogueApi.updateDelivery(courseId, bodyOf(draft));
      setErrors({});
      setDraft(draftOf(saved));
      client.setQueryData(deliveryKeys.delivery(courseId), saved);
      setNotice(d.savedDelivery);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailed(failureText(error, fields, t.fixFields));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="catalogue-delivery__part" noValidate aria-labelledby={`${id}-form`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-form`}>{d.linksAndSchedule}</h3>
      <SavedNotice text={notice} />
      {failed && (
        <p role="alert" className="admin-feedback admin-feedback--error">
          {failed}
        </p>
      )}

      <ListOfRows
        legend={d.links}
        hintId={`${id}-links-hint`}
        hint={format(d.linksHint, { max: formatNumber(LINKS_MAX) })}
        error={err('links')}
        emptyText={d.noLinks}
        items={draft.links}
        max={LINKS_MAX}
        itemLegend={(n) => format(d.link, { n })}
        removeLabel={(n) => format(d.removeLink, { n })}
        addLabel={d.addLink}
        onAdd={() => setDraft((old) => ({ ...old, links: [...old.links, { kind: 'chat', label: '', url: '' }] }))}
        onRemove={(index) => {
          setDraft((old) => ({ ...old, links: old.links.filter((_, i) => i !== index) }));
          setErrors({});
        }}
      >
        {(link, index) => (
          <>
            <FormField label={d.kind} error={err(`links.${index}.kind`)}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={link.kind}
                  onChange={(event) => setLink(index, { kind: event.target.value as LinkKind })}
                >
                  {LINK_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {d.kinds[kind]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={d.label} error={err(`links.${index}.label`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="text"
                  maxLength={120}
                  value={link.label}
                  onChange={(event) => setLink(index, { label: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={d.url} error={err(`links.${index}.url`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  maxLength={2048}
                  value={link.url}
                  onChange={(event) => setLink(index, { url: event.target.value })}
                />
              )}
            </FormField>
          </>
        )}
      </ListOfRows>

      <ListOfRows
        legend={d.schedule}
        hintId={`${id}-schedule-hint`}
        hint={d.scheduleHint}
        error={err('schedule')}
        emptyText={d.noSchedule}
        items={draft.schedule}
        max={SCHEDULE_MAX}
        itemLegend={(n) => format(d.lecture, { n })}
        removeLabel={(n) => format(d.removeLecture, { n })}
        addLabel={d.addLecture}
        onAdd={() => setDraft((old) => ({ ...old, schedule: [...old.schedule, { title: '', starts_at: '', duration: '90' }] }))}
        onRemove={(index) => {
          setDraft((old) => ({ ...old, schedule: old.schedule.filter((_, i) => i !== index) }));
          setErrors({});
        }}
      >
        {(lecture, index) => (
          <>
            <FormField label={d.lectureTitle} error={err(`schedule.${index}.title`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="text"
                  maxLength={160}
                  value={lecture.title}
                  onChange={(event) => setLecture(index, { title: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={d.startsAt} error={err(`schedule.${index}.starts_at`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="datetime-local"
                  step={60}
                  value={lecture.starts_at}
                  onChange={(event) => setLecture(index, { starts_at: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={d.duration} error={err(`schedule.${index}.duration_minutes`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={LECTURE_MINUTES.min}
                  max={LECTURE_MINUTES.max}
                  step={5}
                  value={lecture.duration}
                  onChange={(event) => setLecture(index, { duration: event.target.value })}
                />
              )}
            </FormField>
          </>
        )}
      </ListOfRows>

      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.saving : d.saveDelivery}
        </button>
      </div>
    </form>
  );
}
