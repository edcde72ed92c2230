import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal/modal';
import { SlotPicker, type SlotChoice } from '@/components/slot-picker/slot-picker';
import { chatLink } from '@/config/business';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { sessionKeys, sessionsApi } from '@/lib/sessions-api';
import { keepBookingChoice, forgetBookingChoice } from '../booking-choice';

export type BookSessionDialogProps = {
  open: boolean;
  tutor: { id: number; name: string; hourlyRate?: number | null; privateCourses?: readonly { title: string; pricePerHour: number }[] };
  initial?: Partial<SlotChoice> | undefined;
  onClose: () => void;
};

/**
 * Book Session (issue 19): the slot picker in a dialog. Signed out, the choice is kept in this
 * tab's sessionStorage and the login page brings the visitor back to it (?book=1); signed in, the
 * time is held (POST /api/bookings) and the order page shows the session, the hold's end and how to pay;
 * with enough hours of credit with the tutor it can be paid with them instead (confirmed at once).
 */
export function BookSessionDialog({ open, tutor, initial, onClose }: BookSessionDialogProps) {
  const titleId = useId();
  const { user } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Hours of credit with this tutor (decision 086): the picker offers them when they cover the length.
  const credits = useQuery({
    queryKey: sessionKeys.credits(user?.id ?? 0),
    queryFn: sessionsApi.credits,
    enabled: Boolean(user),
    staleTime: 30_000,
  });
  const creditHours = credits.data?.find((balance) => balance.tutor.id === tutor.id)?.hours ?? null;

  const signIn = (choice: SlotChoice) => {
    keepBookingChoice({ tutorId: tutor.id, ...choice });
    void navigate(paths.login.href(`${paths.tutor.href(tutor.id)}?book=1`));
  };

  const confirm = async (choice: SlotChoice & { start: string; useCredit?: boolean }) => {
    const booking = await sessionsApi.book({
      tutor_id: tutor.id,
      start: choice.start,
      duration: choice.duration,
      ...(choice.course ? { private_course: choice.course } : {}),
      ...(choice.useCredit ? { pay_with: 'credit' as const } : {}),
    });
    forgetBookingChoice();
    // The new order shows in My orders, the booking in My bookings ('orders' is orderKeys.all).
    void client.invalidateQueries({ queryKey: sessionKeys.all });
    void client.invalidateQueries({ queryKey: ['orders'] });
    // Paid with credit it is confirmed, nothing to pay: My bookings shows it; else its order says how to pay.
    void navigate(booking.paid_with === 'credit' ? paths.profile.href() : paths.order.href(booking.reference));
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="slot-picker-dialog">
      <SlotPicker
        tutor={tutor}
        mode={{ kind: 'book', signedIn: Boolean(user) }}
        initial={initial}
        titleId={titleId}
        creditHours={creditHours}
        onConfirm={confirm}
        onSignIn={signIn}
        onClose={onClose}
        fallback={
          <a
            className="btn btn-secondary"
            href={chatLink(format(messages.tutors.detail.bookingMessage, { name: tutor.name }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.tutors.detail.sendMessage}
            <span className="visually-hidden"> {messages.tutors.detail.opensInNewTab}</span>
          </a>
        }
      />
    </Modal>
  );
}
