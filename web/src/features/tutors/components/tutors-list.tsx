import type { Tutor } from '@darsak/common';
import { format, messages } from '@/lib/i18n';
import { TutorCard } from './tutor-card';
import './tutors-list.css';

/** The /tutors screen once loaded. An empty list (also after a failed call) shows no message. */
export function TutorsList({ tutors }: { tutors: Tutor[] }) {
  const t = messages.tutors.list;
  return (
    <div className="tutors-page page">
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <header className="tutors-page__header container">
        <h1 className="page-title">{t.title}</h1>
        <p className="tutors-page__intro">{t.intro}</p>
      </header>
      <ul className="tutors-page__grid container" aria-label={t.title}>
        {tutors.map((tutor) => (
          <li key={tutor.id}>
            <TutorCard tutor={tutor} />
          </li>
        ))}
      </ul>
    </div>
  );
}
