import { useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { beirutDateTime, formatDayLong, weekdayName } from '@/lib/beirut-time';
import { format, messages } from '@/lib/i18n';
import type { Availability, AvailabilityInput } from '@/lib/sessions-api';
import './availability-editor.css';

type Range = { key: number; start: string; end: string };
type Exception = { key: number; date: string; available: boolean; start: string; end: string };

const LENGTHS = [60, 90, 120] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Half hours of a day, 00:00 to 24:00 (24:00 ends a day). */
const TIMES = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

let nextKey = 1;
const key = () => nextKey++;

/** The problems of one day's ranges, by range key: an end not after its start, or an overlap. */
function problemsOf(ranges: Range[]): Map<number, 'endBeforeStart' | 'overlap'> {
  const found = new Map<number, 'endBeforeStart' | 'overlap'>();
  for (const range of ranges) if (minutes(range.end) <= minutes(range.start)) found.set(range.key, 'endBeforeStart');
  const valid = ranges.filter((r) => !found.has(r.key)).sort((a, b) => minutes(a.start) - minutes(b.start));
  for (let i = 1; i < valid.length; i++) {
    if (minutes(valid[i]!.start) < minutes(valid[i - 1]!.end)) {
      found.set(valid[i]!.key, 'overlap');
      found.set(valid[i - 1]!.key, 'overlap');
    }
  }
  return found;
}

function TimeSelect({
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}) {
  const options = TIMES.includes(value) ? TIMES : [...TIMES, value].sort();
  return (
    <select
      className="input availability-editor__time"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

export type AvailabilityEditorProps = {
  value: Availability;
  /** PUT the hours; answers them with the confirmed sessions now outside (throws ApiError on 422). */
  onSave: (input: AvailabilityInput) => Promise<Availability>;
  /** Announced once saved. */
  savedText?: string;
};

/**
 * The weekly hours editor (issue 19), for the tutor's own hours and the back office's any tutor:
 * one block per weekday with its ranges (half-hour steps in Beirut time), dated exceptions (a day
 * off or extra hours), the lengths offered, and after a save the confirmed sessions now outside
 * the hours (never cancelled). Made for a phone: one column, large controls.
 */
export function AvailabilityEditor({ value, onSave, savedText }: AvailabilityEditorProps) {
  const t = messages.sessions.editor;
  const ids = useId();
  const [rules, setRules] = useState<Record<number, Range[]>>(() => {
    const byDay: Record<number, Range[]> = {};
    for (const day of WEEKDAYS) byDay[day] = [];
    for (const rule of value.rules) byDay[rule.weekday]?.push({ key: key(), start: rule.start, end: rule.end });
    return byDay;
  });
  const [exceptions, setExceptions] = useState<Exception[]>(() =>
    value.exceptions.map((e) => ({ key: key(), date: e.date, available: e.available, start: e.start ?? '09:00', end: e.end ?? '12:00' })),
  );
  const [durations, setDurations] = useState<number[]>(() => [...value.durations]);
  const [conflicts, setConflicts] = useState(value.conflicts);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const problems = useMemo(() => {
    const all = new Map<number, 'endBeforeStart' | 'overlap'>();
    for (const day of WEEKDAYS) for (const [k, v] of problemsOf(rules[day] ?? [])) all.set(k, v);
    for (const e of exceptions) if (e.available && minutes(e.end) <= minutes(e.start)) all.set(e.key, 'endBeforeStart');
    return all;
  }, [rules, exceptions]);

  const setRange = (day: number, rangeKey: number, patch: Partial<Range>) =>
    setRules((current) => ({ ...current, [day]: (current[day] ?? []).map((r) => (r.key === rangeKey ? { ...r, ...patch } : r)) }));
  const addRange = (day: number) =>
    setRules((current) => {
      const ranges = current[day] ?? [];
      const last = ranges.at(-1);
      const start = last && minutes(last.end) <= 22 * 60 ? last.end : '16:00';
      const end = TIMES[Math.min(TIMES.indexOf(start) + 4, 48)] ?? '24:00';
      return { ...current, [day]: [...ranges, { key: key(), start, end }] };
    });
  const removeRange = (day: number, rangeKey: number) =>
    setRules((current) => ({ ...current, [day]: (current[day] ?? []).filter((r) => r.key !== rangeKey) }));
  const setException = (exceptionKey: number, patch: Partial<Exception>) =>
    setExceptions((current) => current.map((e) => (e.key === exceptionKey ? { ...e, ...patch } : e)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.size > 0 || exceptions.some((e) => !e.date)) {
      setStatus({ tone: 'error', text: t.invalid });
      return;
    }
    if (durations.length === 0) {
      setStatus({ tone: 'error', text: t.needDuration });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const saved = await onSave({
        rules: WEEKDAYS.flatMap((weekday) => (rules[weekday] ?? []).map((r) => ({ weekday, start: r.start, end: r.end }))),
        exceptions: exceptions.map((e) =>
          e.available
            ? { date: e.date, available: true as const, start: e.start, end: e.end }
            : { date: e.date, available: false as const },
        ),
        durations: LENGTHS.filter((d) => durations.includes(d)),
      });
      setConflicts(saved.conflicts);
      setStatus({ tone: 'success', text: savedText ?? t.saved });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const first = apiError ? Object.values(apiError.errors)[0]?.[0] : undefined;
      setStatus({ tone: 'error', text: first ?? (apiError ? apiError.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="availability-editor" onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
      <p className="availability-editor__intro">{format(t.intro, { zone: messages.sessions.zone })}</p>

      <fieldset className="availability-editor__group">
        <legend>{t.weekly}</legend>
        <ul className="availability-editor__days">
          {WEEKDAYS.map((day) => {
            const name = weekdayName(day);
            const ranges = rules[day] ?? [];
            return (
              <li key={day} className="availability-editor__day">
                <p className="availability-editor__day-name" id={`${ids}-day-${day}`}>
                  {name}
                </p>
                {ranges.length === 0 && <p className="availability-editor__muted">{t.noHours}</p>}
                {ranges.map((range, index) => {
                  const problem = problems.get(range.key);
                  const errorId = problem ? `${ids}-err-${range.key}` : undefined;
                  const labels = { day: name, index: index + 1 };
                  return (
                    <div key={range.key} className="availability-editor__range">
                      <TimeSelect
                        label={format(t.fromOf, labels)}
                        value={range.start}
                        onChange={(v) => setRange(day, range.key, { start: v })}
                        invalid={Boolean(problem)}
                        describedBy={errorId}
                      />
                      <span aria-hidden="true">–</span>
                      <TimeSelect
                        label={format(t.untilOf, labels)}
                        value={range.end}
                        onChange={(v) => setRange(day, range.key, { end: v })}
                        invalid={Boolean(problem)}
                        describedBy={errorId}
                      />
                      <button
                        type="button"
                        className="btn btn-ghost availability-editor__remove"
                        onClick={() => removeRange(day, range.key)}
                        aria-label={format(t.removeOf, labels)}
                      >
                        {t.remove}
                      </button>
                      {problem && (
                        <p id={errorId} className="availability-editor__error">
                          {t[problem]}
                        </p>
                      )}
                    </div>
                  );
                })}
                <button type="button" className="btn btn-secondary availability-editor__add" onClick={() => addRange(day)}>
                  {format(t.addHours, { day: name })}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="availability-editor__group">
        <legend>{t.exceptions}</legend>
        <p className="availability-editor__muted">{t.exceptionsIntro}</p>
        {exceptions.length === 0 && <p className="availability-editor__muted">{t.noExceptions}</p>}
        <ul className="availability-editor__exceptions">
          {exceptions.map((exception) => {
            const problem = problems.get(exception.key);
            const errorId = problem ? `${ids}-err-${exception.key}` : undefined;
            const dateLabel = exception.date ? formatDayLong(exception.date) : t.date;
            return (
              <li key={exception.key} className="availability-editor__exception">
                <div className="field">
                  <label htmlFor={`${ids}-date-${exception.key}`}>{t.date}</label>
                  <input
                    id={`${ids}-date-${exception.key}`}
                    className="input"
                    type="date"
                    value={exception.date}
                    required
                    onChange={(event) => setException(exception.key, { date: event.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${ids}-kind-${exception.key}`}>{t.kind}</label>
                  <select
                    id={`${ids}-kind-${exception.key}`}
                    className="input"
                    value={exception.available ? 'extra' : 'off'}
                    onChange={(event) => setException(exception.key, { available: event.target.value === 'extra' })}
                  >
                    <option value="off">{t.dayOff}</option>
                    <option value="extra">{t.extraHours}</option>
                  </select>
                </div>
                {exception.available && (
                  <div className="availability-editor__range">
                    <TimeSelect
                      label={`${t.from}, ${dateLabel}`}
                      value={exception.start}
                      onChange={(v) => setException(exception.key, { start: v })}
                      invalid={Boolean(problem)}
                      describedBy={errorId}
                    />
                    <span aria-hidden="true">–</span>
                    <TimeSelect
                      label={`${t.until}, ${dateLabel}`}
                      value={exception.end}
                      onChange={(v) => setException(exception.key, { end: v })}
                      invalid={Boolean(problem)}
                      describedBy={errorId}
                    />
                  </div>
                )}
                {problem && (
                  <p id={errorId} className="availability-editor__error">
                    {t[problem]}
                  </p>
                )}
                <button
                  type="button"
                  className="btn btn-ghost availability-editor__remove"
                  onClick={() => setExceptions((c) => c.filter((e) => e.key !== exception.key))}
                  aria-label={format(t.removeException, { date: dateLabel })}
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="btn btn-secondary availability-editor__add"
          onClick={() => setExceptions((c) => [...c, { key: key(), date: '', available: false, start: '09:00', end: '12:00' }])}
        >
          {t.addException}
        </button>
      </fieldset>

      <fieldset className="availability-editor__group">
        <legend>{t.durations}</legend>
        <div className="availability-editor__lengths">
          {LENGTHS.map((length) => (
            <label key={length} className="availability-editor__length">
              <input
                type="checkbox"
                checked={durations.includes(length)}
                onChange={(event) =>
                  setDurations((current) => (event.target.checked ? [...current, length] : current.filter((d) => d !== length)))
                }
              />
              {format(messages.sessions.minutes, { count: length })}
            </label>
          ))}
        </div>
      </fieldset>

      <div role="status" aria-live="polite">
        {status && <p className={`sessions-feedback sessions-feedback--${status.tone}`}>{status.text}</p>}
      </div>
      {conflicts.length > 0 && (
        <section className="availability-editor__conflicts" aria-labelledby={`${ids}-conflicts`}>
          <h3 id={`${ids}-conflicts`}>{t.conflictsTitle}</h3>
          <p>{t.conflictsBody}</p>
          <ul>
            {conflicts.map((c) => (
              <li key={c.reference}>
                <bdi>{c.reference}</bdi>: {beirutDateTime(c.start)} ({messages.sessions.zone})
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="availability-editor__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
