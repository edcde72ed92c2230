import { business } from '@/config/business';
import { messages } from '@/lib/i18n';
import { ContactForm } from './contact-form';
import { PageHeader } from './page-header';

/** /contact: the contact form, and the address for those who prefer their own mail app. */
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
      </div>
    </>
  );
}
