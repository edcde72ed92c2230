import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { PageHeader } from './page-header';

/** /faq: the questions students ask, grouped, each a native disclosure. */
export function FaqPage() {
  const t = messages.pages.faq;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="container info-page__body">
        <div className="info-page__prose">
          {t.sections.map((section) => (
            <section key={section.heading} className="faq__section">
              <h2>{section.heading}</h2>
              {section.items.map((item) => (
                <details key={item.q} className="card faq__item">
                  <summary>{item.q}</summary>
                  <p>{item.a}</p>
                </details>
              ))}
            </section>
          ))}
          <p className="info-page__actions faq__more">
            <Link className="btn btn-primary" to={paths.support.href()}>
              {messages.shell.footer.support}
            </Link>
            <Link className="btn btn-secondary" to={paths.contact.href()}>
              {messages.shell.footer.contact}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
