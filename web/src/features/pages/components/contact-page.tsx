import { business } from '@/config/business';
import { businessHoursText } from '@/lib/business-hours';
import { format, messages } from '@/lib/i18n';
import { ContactForm } from './contact-form';
import { PageHeader } from './page-header';

/** /contact: the contact form, the address for those who prefer their own mail app, and the opening hours. */
export function ContactPage() {
  const t = messages.pages.contact;
  const [before, after] = t.orEmail.split('{email}');
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="container info-page__body">
        <ContactForm />
        <p className="contact__aside">
          {before}
          <a href={`mailto:${business.infoEmail}`}>{business.infoEmail}</a>
          {after}
        </p>
        <p className="contact__aside contact__hours">
          <strong>{messages.shell.business.hours}</strong> {format(messages.shell.business.hoursValue, businessHoursText(business.hours))}
        </p>
      </div>
    </>
  );
}
