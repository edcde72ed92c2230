import { Link } from 'react-router';
import { business, chatLink, mailtoInfo } from '@/config/business';
import { paths } from '@/config/paths';
import { businessHoursText } from '@/lib/business-hours';
import { format, messages } from '@/lib/i18n';
import { PageHeader } from './page-header';

/** /support: the ways to reach a person (chat, e-mail, contact form) and when someone answers. */
export function SupportPage() {
  const t = messages.pages.support;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="container info-page__body">
        <ul className="support__grid">
          <li className="card support__card">
            <h2>{t.chatHeading}</h2>
            <p>{t.chatText}</p>
            <a className="btn btn-primary" href={chatLink(t.chatMessage)} target="_blank" rel="noopener noreferrer">
              {t.chatCta}
              <span className="visually-hidden"> {messages.shell.footer.opensInNewTab}</span>
            </a>
          </li>
          <li className="card support__card">
            <h2>{t.emailHeading}</h2>
            <p>{t.emailText}</p>
            <a className="btn btn-secondary" href={mailtoInfo(t.emailSubject)}>
              {business.infoEmail}
            </a>
          </li>
          <li className="card support__card">
            <h2>{t.formHeading}</h2>
            <p>{t.formText}</p>
            <Link className="btn btn-secondary" to={paths.contact.href()}>
              {t.formCta}
            </Link>
          </li>
        </ul>
        <section className="support__hours">
          <h2>{t.hoursHeading}</h2>
          <p>{format(t.hours, businessHoursText(business.hours))}</p>
          <p>
            {t.faqText} <Link to={paths.faq.href()}>{t.faqCta}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
