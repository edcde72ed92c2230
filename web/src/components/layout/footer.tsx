import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BusinessDetails } from '@/components/business-details/business-details';
import { business } from '@/config/business';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { BrandMark } from './brand';
import './footer.css';

const columns = (t = messages.shell) => [
  {
    heading: t.footer.exploreHeading,
    links: [
      { to: paths.categories.href(), label: t.nav.courses },
      { to: paths.tutors.href(), label: t.nav.tutors },
      { to: paths.plans.href(), label: t.footer.plans },
      { to: paths.testimonials.href(), label: t.footer.testimonials },
    ],
  },
  {
    heading: t.footer.companyHeading,
    links: [
      { to: paths.about.href(), label: t.nav.about },
      { to: paths.contact.href(), label: t.footer.contact },
      { to: paths.privacyPolicy.href(), label: t.footer.privacyPolicy },
    ],
  },
  {
    heading: t.footer.helpHeading,
    links: [
      { to: paths.docs.href(), label: t.nav.docs },
      { to: paths.faq.href(), label: t.footer.faq },
      { to: paths.support.href(), label: t.footer.support },
    ],
  },
];

const icon = (path: ReactNode) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const social = (t = messages.shell) => [
  {
    href: business.social.facebook,
    label: t.footer.facebook,
    icon: icon(
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z"
      />,
    ),
  },
  {
    href: business.social.instagram,
    label: t.footer.instagram,
    icon: icon(
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </g>,
    ),
  },
  {
    href: business.social.linkedin,
    label: t.footer.linkedin,
    icon: icon(
      <path
        fill="currentColor"
        d="M5 8.8h3v10.7H5V8.8zm1.5-4.8a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5zM10 8.8h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7v6.2h-3v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.6H10V8.8z"
      />,
    ),
  },
];

/** The site footer: brand, link columns (links only, SPEC section 2) and social links. */
export function Footer() {
  const t = messages.shell;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={paths.home.href()} className="site-footer__brand" aria-label={t.brandHome}>
            <BrandMark size={36} />
            <span aria-hidden="true">{t.brand}</span>
          </Link>
          <p className="site-footer__tagline">{t.footer.tagline}</p>
          <h2 className="visually-hidden">{t.footer.contactHeading}</h2>
          <BusinessDetails tone="dark" className="site-footer__contact" />
          <h2 className="visually-hidden">{t.footer.socialHeading}</h2>
          <ul className="site-footer__social">
            {social().map((item) => (
              <li key={item.label}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" className="site-footer__social-link">
                  {item.icon}
                  <span className="visually-hidden">
                    {item.label} {t.footer.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        {columns().map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          {/* The server's prerendered year may differ from this device's clock around New Year
              (decision 044): keep the server's rather than fail the hydration. */}
          <p suppressHydrationWarning>{format(t.footer.copyright, { year: String(new Date().getFullYear()) })}</p>
        </div>
      </div>
    </footer>
  );
}
