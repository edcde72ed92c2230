import type { Tutor } from '@darsak/common';
import { chatLink } from '@/config/business';
import { format, formatPrice, messages } from '@/lib/i18n';
import { ChatIcon, StarIcon } from './get-in-touch';
import './tutor-action-bar.css';

type Props = { tutor: Pick<Tutor, 'name'>; hourlyRate: number | null; onRate: () => void; onBook: () => void };

/**
 * On phones and narrow windows the contact card sits far down the profile: this bar pins the
 * price, a message, booking and rating to the bottom of the screen. Hidden (display: none,
 * so out of the accessibility tree too) where the two-column layout shows the card beside
 * the profile.
 */
export function TutorActionBar({ tutor, hourlyRate, onRate, onBook }: Props) {
  const t = messages.tutors.detail;
  const name = tutor.name;
  return (
    <aside className="tutor-action-bar" aria-label={format(t.actionBarLabel, { name })}>
      {hourlyRate !== null && (
        <p className="tutor-action-bar__price">
          <strong>
            <bdi>{formatPrice(hourlyRate)}</bdi>
          </strong>
          <span>{t.perHour}</span>
        </p>
      )}
      <div className="tutor-action-bar__actions">
        <a
          className="btn btn-secondary tutor-action-bar__icon"
          href={chatLink(format(t.chatMessage, { name }))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.sendMessage} ${t.opensInNewTab}`}
        >
          <ChatIcon />
        </a>
        <button type="button" className="btn btn-secondary tutor-action-bar__icon" onClick={onRate} aria-label={t.rateTutor}>
          <StarIcon />
        </button>
        <button type="button" className="btn btn-primary tutor-action-bar__book" onClick={onBook} aria-haspopup="dialog">
          {t.bookSession}
        </button>
      </div>
    </aside>
  );
}
