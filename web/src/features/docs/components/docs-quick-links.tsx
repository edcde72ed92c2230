import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';

const LINKS = [
  {
    key: 'signup',
    to: paths.signup.href(),
    icon: 'M15 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 8v6M22 11h-6',
  },
  { key: 'tutors', to: paths.tutors.href(), icon: 'M3 9l9-4 9 4-9 4zM7 11v4c3 2 7 2 10 0v-4' },
  { key: 'contact', to: paths.contact.href(), icon: 'M4 5h16v11H9l-5 4z' },
] as const;

export function DocsQuickLinks() {
  const t = messages.docs;
  return (
    <section className="docs-quick-links" aria-labelledby="docs-quick-links-title">
      <h2 id="docs-quick-links-title" className="docs-quick-links__title">
        {t.quickLinksTitle}
      </h2>
      <ul className="docs-quick-links__list">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="docs-quick-links__link card">
              <svg className="icon-tile" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={link.icon} />
              </svg>
              <span>
                <strong>{t.quickLinks[link.key].title}</strong>
                <span>{t.quickLinks[link.key].text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
