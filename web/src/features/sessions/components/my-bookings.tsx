import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAlert } from '@/components/alert/alert-provider';
import { BookingStatusBadge } from '@/components/booking-status/booking-status';
import { Modal } from '@/components/modal/modal';
import { SlotPicker } from '@/components/slot-picker/slot-picker';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { needsNetwork } from '@/lib/network-error';
import { beirutDateTime, beirutTime, beirutDay, formatDayLong } from '@/lib/beirut-time';
import { format, formatNumber, messages } from '@/lib/i18n';
import { sessionKeys, sessionsApi, type Booking } from '@/lib/sessions-api';
import './sessions.css';

/**
 * Profile's 'My bookings' (issue 19), beside My orders: each session with its tutor, time in
 * Beirut, status and order; cancel (after a confirmation) and reschedule (the slot picker) while
 * the 24-hour window is open. Upcoming first, as the server lists them. Above them, the hours of
 * credit left with each tutor (decision 086); a session paid with credit gives them back when cancelled.
 */
export function MyBookings({ userId }: { userId: number }) {
  const t = messages.sessions.mine;
  const titleId = useId();
  const client = useQueryClient();
  const query = useQuery({ queryKey: sessionKeys.mine(userId), queryFn: sessionsApi.mine });
  // Hours of credit per tutor (decision 086): bought as packages, spent by bookings.
  const credits = useQuery({ queryKey: sessionKeys.credits(userId), queryFn: sessionsApi.credits });
  // When the list arrived: whether a session may still be changed is judged against it.
  const now = query.dataUpdatedAt;
  const { confirm } = useAlert();
  const [moving, setMoving] = useState<Booking | null>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: sessionKeys.all }), client.invalidateQueries({ queryKey: ['orders'] })]);

  const cancel = useMutation({
    mutationFn: (booking: Booking) => sessionsApi.cancel(booking.reference),
    onSuccess: (booking) => setFeedback({ tone: 'success', text: format(t.cancelled, { reference: booking.reference }) }),
    onError: (error) => setFeedback({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) }),
    onSettled: refresh,
  });

  const askCancel = async (booking: Booking) => {
    const values = { name: booking.tutor.name, date: `${beirutDateTime(booking.start)} (${messages.sessions.zone})` };
    const text = booking.paid_with === 'credit' ? t.confirmCancelCredit : booking.paid ? t.confirmCancelPaid : t.confirmCancel;
    const ok = await confirm(format(text, values), {
      confirmLabel: t.confirmCancelButton,
      cancelLabel: t.keep,
      tone: 'danger',
    });
    if (ok) {
      setFeedback(null);
      cancel.mutate(booking);
    }
  };

  const move = async (booking: Booking, start: string) => {
    const moved = await sessionsApi.reschedule(booking.reference, start);
    setMoving(null);
    setFeedback({
      tone: 'success',
      text: format(t.moved, { reference: moved.reference, date: beirutDateTime(moved.start), zone: messages.sessions.zone }),
    });
    await refresh();
  };

  return (
    <section className="card my-bookings" aria-labelledby={titleId}>
      <h2 id={titleId} className="my-bookings__title">
        {t.title}
      </h2>
      {credits.data && credits.data.length > 0 && (
        <div className="my-bookings__credits">
          <h3 className="my-bookings__credits-title">{t.creditsTitle}</h3>
          <ul>
            {credits.data.map((balance) => (
              <li key={balance.tutor.id}>{format(t.creditWith, { name: balance.tutor.name, hours: formatNumber(balance.hours) })}</li>
            ))}
          </ul>
        </div>
      )}
      <div role="status" aria-live="polite" className="my-bookings__feedback">
        {feedback && <p className={`sessions-feedback sessions-feedback--${feedback.tone}`}>{feedback.text}</p>}
      </div>
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : query.isError ? (
        <div role="alert" className="my-bookings__failure">
          {/* Offline, the list is not kept (issue 24 keeps orders, not bookings): say why, not 'it failed'. */}
          <p>{needsNetwork(query.error) ? t.loadOffline : t.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="my-bookings__empty">{t.empty}</p>
      ) : (
        <ul className="my-bookings__list">
          {query.data.map((booking) => {
            const active = booking.status === 'held' || booking.status === 'confirmed';
            const open = active && Date.parse(booking.changeable_until) > now;
            return (
              <li key={booking.reference} className="my-bookings__item">
                <div className="my-bookings__head">
                  <p className="my-bookings__when">
                    {format(t.when, {
                      date: formatDayLong(beirutDay(booking.start)),
                      time: beirutTime(booking.start),
                      zone: messages.sessions.zone,
                    })}
                  </p>
                  <BookingStatusBadge status={booking.status} />
                </div>
                <p className="my-bookings__detail">
                  {format(t.with, { name: booking.tutor.name })}
                  {' · '}
                  {format(messages.sessions.minutes, { count: booking.duration })}
                  {booking.private_course ? ` · ${booking.private_course}` : ''}
                </p>
                <p className="my-bookings__detail">
                  {booking.paid_with === 'credit' ? (
                    <>{format(t.paidWithCredit, { reference: booking.reference })}</>
                  ) : (
                    <Link to={paths.order.href(booking.reference)}>{format(t.order, { reference: booking.reference })}</Link>
                  )}
                </p>
                {booking.refund_due && <p className="my-bookings__refund">{t.refundDue}</p>}
                {open ? (
                  <>
                    <p className="my-bookings__hint">
                      {format(t.changeableUntil, { date: `${beirutDateTime(booking.changeable_until)} (${messages.sessions.zone})` })}
                    </p>
                    <div className="my-bookings__actions">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-label={format(t.rescheduleOf, { reference: booking.reference })}
                        aria-haspopup="dialog"
                        onClick={() => {
                          setFeedback(null);
                          setMoving(booking);
                        }}
                      >
                        {t.reschedule}
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        aria-label={format(t.cancelOf, { reference: booking.reference })}
                        disabled={cancel.isPending}
                        onClick={() => void askCancel(booking)}
                      >
                        {t.cancel}
                      </button>
                    </div>
                  </>
                ) : (
                  active && <p className="my-bookings__hint">{t.tooLate}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {moving && <RescheduleDialog booking={moving} onClose={() => setMoving(null)} onMove={(start) => move(moving, start)} />}
    </section>
  );
}

function RescheduleDialog({
  booking,
  onClose,
  onMove,
}: {
  booking: Booking;
  onClose: () => void;
  onMove: (start: string) => Promise<void>;
}) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="slot-picker-dialog">
      <SlotPicker
        tutor={booking.tutor}
        mode={{ kind: 'reschedule', reference: booking.reference, duration: booking.duration }}
        titleId={titleId}
        onConfirm={(choice) => onMove(choice.start)}
        onClose={onClose}
      />
    </Modal>
  );
}
