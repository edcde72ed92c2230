import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import './tutor-not-found.css';

/** The tutor could not be loaded (network or server fault): say so and offer another try. */
export function TutorLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = messages.tutors.detail;
  return (
    <div className="tutor-not-found page container">
      <title>{format(messages.shell.documentTitle, { page: t.loadFailedTitle })}</title>
      <div className="tutor-not-found__card card" role="alert">
        <h1 className="page-title">{t.loadFailedTitle}</h1>
        <p>{t.loadFailedText}</p>
        <div className="tutor-not-found__actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t.tryAgain}
          </button>
          <Link className="btn btn-secondary" to={paths.tutors.href()}>
            {t.backToTutors}
          </Link>
        </div>
      </div>
    </div>
  );
}
