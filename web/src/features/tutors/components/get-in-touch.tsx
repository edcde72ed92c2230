import { useId } from 'react';
import type { Tutor } from '@darsak/common';
import { chatLink, mailtoInfo } from '@/config/business';
import { format, messages } from '@/lib/i18n';
import './get-in-touch.css';

export function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18v12H3z" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.2 6.1L12 16.8l-5.5 2.9 1.2-6.1-4.5-4.2 6.1-.8z" />
    </svg>
  );
}

/** Contact actions of a tutor profile; Book Session and Rate Tutor ask the profile to open their dialogs. */
export function GetInTouch({ tutor, onRate, onBook }: { tutor: Pick<Tutor, 'id' | 'name'>; onRate: () => void; onBook: () => void }) {
  const t = messages.tutors.detail;
  const headingId = useId();
  const name = tutor.name;
  return (
    <section className="get-in-touch card" aria-labelledby={headingId}>
      <h2 id={headingId} className="get-in-touch__title">
        {t.contactHeading}
      </h2>
      <p className="get-in-touch__intro">{t.contactIntro}</p>
      <div className="get-in-touch__actions">
        <a className="btn btn-primary" href={chatLink(format(t.chatMessage, { name }))} target="_blank" rel="noopener noreferrer">
          <ChatIcon />
          {t.sendMessage}
          <span className="visually-hidden"> {t.opensInNewTab}</span>
        </a>
        <a className="btn btn-secondary" href={mailtoInfo(format(t.emailSubject, { name }))}>
          <MailIcon />
          {t.emailUs}
        </a>
        <button type="button" className="btn btn-secondary" onClick={onBook} aria-haspopup="dialog">
          <CalendarIcon />
          {t.bookSession}
        </button>
        <button type="button" className="btn btn-ghost get-in-touch__rate" onClick={onRate}>
          <StarIcon />
          {t.rateTutor}
        </button>
      </div>
    </section>
  );
}
