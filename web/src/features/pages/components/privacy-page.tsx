import { Link } from 'react-router';
import { business } from '@/config/business';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { PageHeader } from './page-header';

/** /privacy-policy: what Darsak stores, why, how long, who sees it, and how to delete it (Law 81/2018). */
export function PrivacyPage() {
  const t = messages.pages.privacy;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro}>
        <p className="info-page__meta">{t.updated}</p>
      </PageHeader>
      <div className="container info-page__body">
        <article className="info-page__prose">
          {t.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{format(paragraph, { email: business.infoEmail })}</p>
              ))}
            </section>
          ))}
          <p className="info-page__actions">
            <a className="btn btn-primary" href={`mailto:${business.infoEmail}`}>
              {business.infoEmail}
            </a>
            <Link className="btn btn-secondary" to={paths.contact.href()}>
              {messages.shell.footer.contact}
            </Link>
          </p>
        </article>
      </div>
    </>
  );
}
