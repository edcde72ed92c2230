import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AvailabilityEditor } from '@/components/availability-editor/availability-editor';
import { BookingStatusBadge } from '@/components/booking-status/booking-status';
import { useAlert } from '@/components/alert/alert-provider';
import { call } from '@/lib/api-client';
import { addDays, beirutDateTime, beirutDay, formatDayShort, isoWeekday } from '@/lib/beirut-time';
import { format, formatPrice, messages } from '@/lib/i18n';
import { formatNodes } from '@/lib/i18n-nodes';
import { sessionsApi, type AdminBooking } from '@/lib/sessions-api';
import { adminKeys } from '../api/admin-queries';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminHeading } from './admin-layout';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SelectFilter } from './list-filters';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';

const STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'completed'] as const;

/** The period shown: a Beirut day, or the Monday-to-Sunday week holding it. */
function periodOf(view: string, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const monday = addDays(date, 1 - isoWeekday(date));
  return { from: monday, to: addDays(monday, 6) };
}

/**
 * /admin/sessions (issue 19): the sessions of a day or a week, per tutor (student, status, paid or
 * not), cancel with a reason, record a refund paid back; below, any tutor's hours (the tutor
 * area's editor) and the account linked to the tutor. The filters live in the address.
 */
export function SessionsScreen() {
  const t = messages.sessions.admin;
  const [search, setSearch] = useSearchParams();
  // Today in Beirut, read once when the screen opens.
  const [today] = useState(() => beirutDay(Date.now()));
  const view = search.get('view') === 'day' ? 'day' : 'week';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : today;
  const tutorId = Number(search.get('tutor_id')) || undefined;
  const status = (STATUSES as readonly string[]).includes(search.get('status') ?? '') ? search.get('status')! : undefined;
  const set = (patch: Record<string, string | undefined>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const period = periodOf(view, date);
  const params = { ...period, tutor_id: tutorId, status, per_page: 100 };
  const query = useQuery({
    queryKey: adminKeys.resource('sessions', JSON.stringify(params)),
    queryFn: () => sessionsApi.adminBookings(params),
  });
  const tutors = useQuery({
    queryKey: adminKeys.resource('tutors', 'all'),
    queryFn: () => call('GET /api/admin/tutors', { query: { per_page: 100 } }),
  });
  const action = useAdminAction();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const step = view === 'day' ? 1 : 7;

  return (
    <>
      <AdminHeading section="sessions" />
      <FilterBar>
        <SelectFilter
          label={t.view}
          value={view}
          onChange={(v) => set({ view: v })}
          options={[
            { value: 'week', label: t.week },
            { value: 'day', label: t.day },
          ]}
        />
        <DateFilter label={t.date} value={date} onChange={(v) => set({ date: v })} />
        <SelectFilter
          label={t.tutor}
          value={tutorId ? String(tutorId) : ''}
          onChange={(v) => set({ tutor_id: v })}
          options={[
            { value: '', label: t.allTutors },
            ...(tutors.data?.data ?? []).map((tutor) => ({ value: String(tutor.id), label: tutor.name })),
          ]}
        />
        <SelectFilter
          label={t.status}
          value={status ?? ''}
          onChange={(v) => set({ status: v })}
          options={[{ value: '', label: t.allStatuses }, ...STATUSES.map((s) => ({ value: s, label: messages.sessions.status[s] }))]}
        />
      </FilterBar>
      <div className="admin-sessions__period">
        <button type="button" className="btn btn-secondary" onClick={() => set({ date: addDays(date, -step) })}>
          {t.previous}
        </button>
        <p aria-live="polite">{format(t.range, { from: formatDayShort(period.from), to: formatDayShort(period.to) })}</p>
        <button type="button" className="btn btn-secondary" onClick={() => set({ date: addDays(date, step) })}>
          {t.next}
        </button>
      </div>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="admin-muted">{t.empty}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table stack-table">
                <thead>
                  <tr>
                    <th scope="col">{format(t.when, { zone: messages.sessions.zone })}</th>
                    <th scope="col">{t.tutor}</th>
                    <th scope="col">{t.student}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.paid}</th>
                    <th scope="col">{messages.admin.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((booking) => (
                    <tr key={booking.reference}>
                      <th scope="row" data-label={format(t.when, { zone: messages.sessions.zone })}>
                        {beirutDateTime(booking.start)}
                        <br />
                        <bdi className="admin-code">{booking.reference}</bdi> ·{' '}
                        {format(messages.sessions.minutes, { count: booking.duration })}
                      </th>
                      <td data-label={t.tutor}>{booking.tutor.name}</td>
                      <td data-label={t.student}>
                        {booking.student.id === null ? t.deletedStudent : <bdi>{booking.student.name}</bdi>}
                        {booking.student.email && (
                          <>
                            <br />
                            <bdi className="admin-muted">{booking.student.email}</bdi>
                          </>
                        )}
                      </td>
                      <td data-label={t.status}>
                        <BookingStatusBadge status={booking.status} />
                        {booking.cancel_reason && <p className="admin-muted">{booking.cancel_reason}</p>}
                      </td>
                      <td data-label={t.paid}>
                        {booking.paid ? t.paidYes : t.paidNo} · <bdi>{formatPrice(booking.total, 'total')}</bdi>
                        {booking.refund_due && <p className="admin-muted">{t.refundDue}</p>}
                        {booking.refunded_at && <p className="admin-muted">{t.refunded}</p>}
                      </td>
                      <td data-label={messages.admin.actions}>
                        <span className="admin-actions">
                          {(booking.status === 'held' || booking.status === 'confirmed') && (
                            <button
                              type="button"
                              className="btn btn-ghost btn-small"
                              aria-label={format(t.cancelOf, { reference: booking.reference })}
                              disabled={action.busy}
                              onClick={() => setCancelling(booking)}
                            >
                              {t.cancel}
                            </button>
                          )}
                          {booking.refund_due && (
                            <button
                              type="button"
                              className="btn btn-secondary btn-small"
                              aria-label={format(t.markRefundedOf, { reference: booking.reference })}
                              disabled={action.busy}
                              onClick={() =>
                                void action.run(
                                  () => sessionsApi.adminRefunded(booking.reference),
                                  format(t.refundMarked, { reference: booking.reference }),
                                )
                              }
                            >
                              {t.markRefunded}
                            </button>
                          )}
                          {!(booking.status === 'held' || booking.status === 'confirmed') && !booking.refund_due && messages.admin.none}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      {cancelling && (
        <ReasonDialog
          title={formatNodes(t.cancelTitle, { reference: <bdi className="admin-token">{cancelling.reference}</bdi> })}
          body={t.cancelBody}
          label={t.reasonLabel}
          required
          tone="danger"
          error={action.feedback?.tone === 'error' ? action.feedback.text : null}
          confirmLabel={t.confirmCancel}
          onConfirm={(reason) =>
            action.run(
              () => sessionsApi.adminCancel(cancelling.reference, reason),
              format(t.cancelled, { reference: cancelling.reference }),
            )
          }
          onClose={() => setCancelling(null)}
        />
      )}
      <TutorHours tutors={(tutors.data?.data ?? []).map((tutor) => ({ id: tutor.id, name: tutor.name, userId: tutor.user_id }))} />
    </>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field admin-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" className="input" value={value} onChange={(event) => event.target.value && onChange(event.target.value)} />
    </div>
  );
}

/** Any tutor's hours (the tutor area's editor) and the account linked to the tutor. */
function TutorHours({ tutors }: { tutors: { id: number; name: string; userId: number | null }[] }) {
  const t = messages.sessions.admin;
  const headingId = useId();
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const tutor = tutors.find((candidate) => candidate.id === chosen) ?? null;
  return (
    <section className="card admin-sessions__hours" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-sessions__subtitle">
        {t.hoursTitle}
      </h2>
      <div className="field admin-filter">
        <label htmlFor={selectId}>{t.pickTutor}</label>
        <select id={selectId} className="input" value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value) || null)}>
          <option value="">—</option>
          {tutors.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      {tutor && <TutorAccount key={`account-${tutor.id}`} tutor={tutor} />}
      {tutor && <TutorAvailability key={`hours-${tutor.id}`} tutor={tutor} />}
    </section>
  );
}

function TutorAvailability({ tutor }: { tutor: { id: number; name: string } }) {
  const query = useQuery({
    queryKey: adminKeys.resource('availability', tutor.id),
    queryFn: () => sessionsApi.tutorAvailability(tutor.id),
  });
  return (
    <QueryState query={query}>
      {(value) => (
        <AvailabilityEditor
          value={value}
          savedText={format(messages.sessions.admin.hoursSaved, { name: tutor.name })}
          onSave={(input) => sessionsApi.saveTutorAvailability(tutor.id, input)}
        />
      )}
    </QueryState>
  );
}

function TutorAccount({ tutor }: { tutor: { id: number; name: string; userId: number | null } }) {
  const t = messages.sessions.admin;
  const headingId = useId();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const action = useAdminAction();
  const client = useQueryClient();
  const { confirm } = useAlert();
  const link = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    const ok = await action.run(
      () => sessionsApi.linkAccount(tutor.id, email.trim()),
      format(t.linked, { email: email.trim(), name: tutor.name }),
    );
    if (ok) setEmail('');
  };
  const unlink = async () => {
    if (
      await confirm(format(t.confirmUnlink, { name: tutor.name }), {
        confirmLabel: t.unlink,
        cancelLabel: messages.admin.cancel,
        tone: 'danger',
      })
    ) {
      await action.run(() => sessionsApi.unlinkAccount(tutor.id), format(t.unlinked, { name: tutor.name }));
      await client.invalidateQueries({ queryKey: adminKeys.all });
    }
  };
  return (
    <section className="admin-sessions__account" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.account}</h3>
      <p className="admin-muted">{tutor.userId ? format(t.linkedTo, { id: tutor.userId }) : t.notLinked}</p>
      {tutor.userId ? (
        <button type="button" className="btn btn-secondary" onClick={() => void unlink()} disabled={action.busy}>
          {t.unlink}
        </button>
      ) : (
        <form className="admin-search" onSubmit={(event) => void link(event)}>
          <p className="admin-muted">{t.accountIntro}</p>
          <div className="field admin-filter">
            <label htmlFor={emailId}>{t.accountEmail}</label>
            <input
              id={emailId}
              type="email"
              className="input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              dir="ltr"
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={action.busy}>
            {t.link}
          </button>
        </form>
      )}
      <FeedbackLine feedback={action.feedback} />
    </section>
  );
}
