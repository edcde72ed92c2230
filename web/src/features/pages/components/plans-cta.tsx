import { Link } from 'react-router';
import { chatLink } from '@/config/business';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';

/** Under the plans: a way to ask which plan fits, by chat or through the contact page. */
export function PlansCta() {
  const t = messages.pages.plans;
  return (
    <div className="container info-page__body">
      <section className="card info-page__cta" aria-labelledby="plans-compare">
        <h2 id="plans-compare">{t.compareHeading}</h2>
        <p>{t.compareText}</p>
        <p className="info-page__actions">
          <a className="btn btn-primary" href={chatLink(t.compareHeading)} target="_blank" rel="noopener noreferrer">
            {t.contactCta}
            <span className="visually-hidden"> {messages.shell.footer.opensInNewTab}</span>
          </a>
          <Link className="btn btn-secondary" to={paths.faq.href()}>
            {messages.shell.footer.faq}
          </Link>
          <Link className="btn btn-secondary" to={paths.contact.href()}>
            {messages.shell.footer.contact}
          </Link>
        </p>
      </section>
    </div>
  );
}
