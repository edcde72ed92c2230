import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { beirutDay, beirutTime, formatDayLong, formatDayShort, nextDays } from '@/lib/beirut-time';
import { format, formatNumber, formatPrice, messages } from '@/lib/i18n';
import { sessionKeys, sessionsApi } from '@/lib/sessions-api';
import './slot-picker.css';

/** What the student chose: kept across a sign-in (sessionStorage) and sent to POST /api/bookings. */
export type SlotChoice = { duration: number; course: string; start: string | null };

export type SlotPickerProps = {
  tutor: { id: number; name: string; hourlyRate?: number | null; privateCourses?: readonly { title: string; pricePerHour: number }[] };
  /** 'book' asks for a length and a subject; 'reschedule' keeps the booking's own length. */
  mode: { kind: 'book'; signedIn: boolean } | { kind: 'reschedule'; reference: string; duration: number };
  initial?: Partial<SlotChoice>;
  titleId: string;
  /** Booking: the hours of credit the student has with this tutor (decision 086); offered when they cover the length. */
  creditHours?: number | null | undefined;
  /** Sends the choice (useCredit: pay with hours of credit); throws ApiError (409: taken, 422: not a slot or not enough credit). */
  onConfirm: (choice: SlotChoice & { start: string; useCredit?: boolean }) => Promise<void>;
  /** Signed out: keep the choice and go to the login page. */
  onSignIn?: (choice: SlotChoice) => void;
  onClose: () => void;
  /** Shown when the tutor has no free time at all (a chat link to ask for one). */
  fallback?: ReactNode;
};

const DAYS = 14;

/**
 * The slot picker (issue 19): the next 14 days in Beirut time with the zone named, a day without
 * a free time marked and not choosable, then that day's free times. Both are groups of native
 * radio buttons, so arrow keys move inside a group, Tab between groups, and a screen reader says
 * each day's count of free times. Logical properties and flex-wrap make it right to left in Arabic.
 */
export function SlotPicker({ tutor, mode, initial, titleId, creditHours, onConfirm, onSignIn, onClose, fallback }: SlotPickerProps) {
  const t = messages.sessions.picker;
  const zone = messages.sessions.zone;
  const client = useQueryClient();
  const ids = useId();
  const days = useMemo(() => nextDays(DAYS), []);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const courses = tutor.privateCourses ?? [];
  const [duration, setDuration] = useState(mode.kind === 'reschedule' ? mode.duration : (initial?.duration ?? 60));
  const [course, setCourse] = useState(initial?.course && courses.some((c) => c.title === initial.course) ? initial.course : '');
  const [start, setStart] = useState<string | null>(initial?.start ?? null);
  const [day, setDay] = useState<string | null>(initial?.start ? beirutDay(initial.start) : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [wantsCredit, setWantsCredit] = useState(true);
  const timesRef = useRef<HTMLFieldSetElement>(null);

  const query = useQuery({
    queryKey: sessionKeys.slots(tutor.id, duration, from),
    queryFn: () => sessionsApi.slots(tutor.id, { from, to, duration }),
    staleTime: 30_000,
  });
  const durations = query.data?.durations ?? [duration];
  const byDay = useMemo(() => {
    const map = new Map<string, { start: string; end: string }[]>();
    for (const slot of query.data?.slots ?? []) {
      const key = beirutDay(slot.start);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [query.data]);
  // The day shown: the chosen one, else the first with a free time.
  const shownDay = day ?? days.find((d) => byDay.has(d)) ?? null;
  const times = shownDay ? (byDay.get(shownDay) ?? []) : [];
  const chosen = start && times.some((slot) => slot.start === start) ? start : null;

  const rate = course ? (courses.find((c) => c.title === course)?.pricePerHour ?? null) : (tutor.hourlyRate ?? null);
  const total = rate !== null && rate > 0 ? (rate * duration) / 60 : null;
  const choice: SlotChoice = { duration, course, start: chosen };
  // Hours of credit with this tutor that cover the length: offered, and chosen unless unticked.
  const creditCovers = mode.kind === 'book' && mode.signedIn && typeof creditHours === 'number' && creditHours * 60 >= duration;
  const useCredit = creditCovers && wantsCredit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (mode.kind === 'book' && !mode.signedIn) {
      onSignIn?.(choice);
      return;
    }
    if (!chosen) {
      setError(t.chooseTime);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ ...choice, start: chosen, ...(useCredit ? { useCredit: true } : {}) });
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      // 422 names the field (start or duration); 409 says the time was taken meanwhile.
      const field = apiError
        ? (apiError.errors.start?.[0] ??
          apiError.errors.duration?.[0] ??
          apiError.errors.private_course?.[0] ??
          apiError.errors.pay_with?.[0])
        : undefined;
      setError(field ?? (apiError ? apiError.message : String(caught)));
      if (apiError && (apiError.status === 409 || apiError.status === 422)) {
        setStart(null);
        await client.invalidateQueries({ queryKey: sessionKeys.all });
        setNotice(t.refreshed);
      }
    } finally {
      setBusy(false);
    }
  };

  const title = mode.kind === 'book' ? format(t.title, { name: tutor.name }) : format(t.rescheduleTitle, { reference: mode.reference });
  const noneAtAll = query.isSuccess && query.data.slots.length === 0;

  return (
    <form className="slot-picker" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h2 id={titleId} className="slot-picker__title">
        {title}
      </h2>
      <p className="slot-picker__intro">{format(t.intro, { zone })}</p>

      {mode.kind === 'book' && (
        <div className="slot-picker__options">
          <div className="field">
            <label htmlFor={`${ids}-length`}>{t.length}</label>
            <select
              id={`${ids}-length`}
              className="input"
              value={duration}
              onChange={(event) => {
                setDuration(Number(event.target.value));
                setStart(null);
              }}
              disabled={busy}
            >
              {durations.map((d) => (
                <option key={d} value={d}>
                  {format(messages.sessions.minutes, { count: d })}
                </option>
              ))}
            </select>
          </div>
          {courses.length > 0 && (
            <div className="field">
              <label htmlFor={`${ids}-course`}>{t.course}</label>
              <select
                id={`${ids}-course`}
                className="input"
                value={course}
                onChange={(event) => setCourse(event.target.value)}
                disabled={busy}
              >
                {typeof tutor.hourlyRate === 'number' && tutor.hourlyRate > 0 && (
                  <option value="">{format(t.courseGeneral, { price: formatPrice(tutor.hourlyRate) })}</option>
                )}
                {courses.map((c) => (
                  <option key={c.title} value={c.title}>
                    {format(t.courseOption, { title: c.title, price: formatPrice(c.pricePerHour) })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}

      {query.isPending ? (
        <p role="status" className="slot-picker__muted">
          {t.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="slot-picker__failure">
          <p>{query.error instanceof ApiError && query.error.fromServer ? query.error.message : t.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : noneAtAll ? (
        <div className="slot-picker__failure">
          <p className="slot-picker__muted">{format(t.noSlotsAtAll, { name: tutor.name })}</p>
          {fallback}
        </div>
      ) : (
        <>
          <fieldset className="slot-picker__group">
            <legend>{t.days}</legend>
            <div className="slot-picker__days">
              {days.map((d) => {
                const count = byDay.get(d)?.length ?? 0;
                return (
                  <label key={d} className={`slot-picker__day${count === 0 ? ' is-empty' : ''}`}>
                    <input
                      type="radio"
                      name={`${ids}-day`}
                      value={d}
                      checked={shownDay === d}
                      disabled={count === 0 || busy}
                      onChange={() => {
                        setDay(d);
                        setStart(null);
                        setError(null);
                      }}
                    />
                    <span className="slot-picker__day-name">{formatDayShort(d)}</span>
                    <span className="slot-picker__day-count">{count === 0 ? t.dayNoSlot : format(t.dayFree, { count })}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          {shownDay && (
            <fieldset className="slot-picker__group" ref={timesRef}>
              <legend>{format(t.times, { date: formatDayLong(shownDay), zone })}</legend>
              {times.length === 0 ? (
                <p className="slot-picker__muted">{t.noTimes}</p>
              ) : (
                <div className="slot-picker__times">
                  {times.map((slot) => (
                    <label key={slot.start} className="slot-picker__time">
                      <input
                        type="radio"
                        name={`${ids}-time`}
                        value={slot.start}
                        checked={chosen === slot.start}
                        disabled={busy}
                        onChange={() => {
                          setStart(slot.start);
                          setError(null);
                        }}
                      />
                      <span dir="ltr">{beirutTime(slot.start)}</span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          )}
        </>
      )}

      <div className="slot-picker__summary" aria-live="polite">
        {chosen && (
          <p>
            <strong>
              {format(t.summary, {
                duration: format(messages.sessions.minutes, { count: duration }),
                date: formatDayLong(beirutDay(chosen)),
                time: beirutTime(chosen),
                zone,
              })}
            </strong>
          </p>
        )}
        {chosen &&
          mode.kind === 'book' &&
          (useCredit ? (
            <p>{format(t.paidWithCredit, { hours: formatNumber(duration / 60) })}</p>
          ) : (
            total !== null && <p>{format(t.price, { total: formatPrice(total, 'total') })}</p>
          ))}
        {notice && <p className="slot-picker__muted">{notice}</p>}
      </div>
      {error && (
        <p role="alert" className="slot-picker__error">
          {error}
        </p>
      )}
      {creditCovers && (
        <div className="field slot-picker__credit">
          <label>
            <input type="checkbox" checked={wantsCredit} onChange={(event) => setWantsCredit(event.target.checked)} disabled={busy} />{' '}
            {format(t.useCredit, { hours: formatNumber(creditHours ?? 0) })}
          </label>
        </div>
      )}
      {mode.kind === 'book' && mode.signedIn && <p className="slot-picker__muted">{useCredit ? t.creditNote : t.holdNote}</p>}
      {mode.kind === 'book' && !mode.signedIn && <p className="slot-picker__muted">{t.signInHint}</p>}

      <div className="slot-picker__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t.close}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || (mode.kind !== 'book' || mode.signedIn ? !chosen : false)}>
          {busy
            ? t.booking
            : mode.kind === 'reschedule'
              ? t.confirmMove
              : !mode.signedIn
                ? t.signIn
                : useCredit
                  ? t.confirmCredit
                  : t.confirm}
        </button>
      </div>
    </form>
  );
}
