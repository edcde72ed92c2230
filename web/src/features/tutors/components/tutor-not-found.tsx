import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import './tutor-not-found.css';

export function TutorNotFound() {
  const t = messages.tutors.detail;
  return (
    <div className="tutor-not-found page container">
      <title>{format(messages.shell.documentTitle, { page: t.notFoundTitle })}</title>
      <div className="tutor-not-found__card card">
        <svg className="tutor-not-found__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="28" cy="28" r="17" />
          <path d="M40.5 40.5L54 54" />
          <path d="M22 23.5h.01M34 23.5h.01M22 35c3.5-3 8.5-3 12 0" />
        </svg>
        <h1 className="page-title">{t.notFoundTitle}</h1>
        <p>{t.notFoundText}</p>
        <Link className="btn btn-primary" to={paths.tutors.href()}>
          {t.backToTutors}
        </Link>
      </div>
    </div>
  );
}
