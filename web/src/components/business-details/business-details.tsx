import { business, chatLink, formatChatNumber } from '@/config/business';
import { businessHoursText } from '@/lib/business-hours';
import { format, localized, messages } from '@/lib/i18n';
import './business-details.css';

type Detail = { key: string; label: string; value: string; href?: string; external?: boolean };

/**
 * The business's contact details from configuration (server config -> index.html): e-mail,
 * chat number, the address only when the operator has set it, and the opening hours in the
 * reader's language.
 */
export function BusinessDetails({ className = '', tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const t = messages.shell.business;
  const details: Detail[] = [
    { key: 'email', label: t.email, value: business.infoEmail, href: `mailto:${business.infoEmail}` },
    {
      key: 'chat',
      label: t.whatsapp,
      value: formatChatNumber(business.whatsappNumber),
      href: chatLink(''),
      external: true,
    },
  ];
  // The operator may write the address per language (BUSINESS_ADDRESS, decision 058).
  const address = business.address ? localized(business.address).trim() : '';
  if (address) details.push({ key: 'address', label: t.address, value: address });
  details.push({ key: 'hours', label: t.hours, value: format(t.hoursValue, businessHoursText(business.hours)) });
  return (
    <dl className={`business-details business-details--${tone} ${className}`}>
      {details.map((detail) => (
        <div key={detail.key} className="business-details__item">
          <dt>{detail.label}</dt>
          <dd>
            {detail.href ? (
              <a
                href={detail.href}
                className="business-details__link"
                {...(detail.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <bdi dir="ltr">{detail.value}</bdi>
                {detail.external && <span className="visually-hidden"> {t.opensInNewTab}</span>}
              </a>
            ) : (
              detail.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
