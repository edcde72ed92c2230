import type { ReactNode } from 'react';
import { format, messages } from '@/lib/i18n';
import './auth.css';

export type AuthLayoutProps = {
  title: string;
  /** The browser tab's title when it should differ from the heading ('Log in' beside 'Welcome back'). */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (sign up, back to login, ...). */
  footer?: ReactNode;
};

/** The frame of the account screens: a card with the form, beside a brand panel on wide screens. */
export function AuthLayout({ title, documentTitle, subtitle, children, footer }: AuthLayoutProps) {
  const aside = messages.auth.aside;
  return (
    <div className="auth-page">
      <title>{format(messages.shell.documentTitle, { page: documentTitle ?? title })}</title>
      <div className="auth-page__inner">
        <aside className="auth-page__aside" aria-label={aside.label}>
          <p className="auth-page__brand">{aside.brand}</p>
          <p className="auth-page__tagline">{aside.tagline}</p>
          <ul className="auth-page__points">
            {aside.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </aside>
        <section className="auth-card card" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
          {footer && <div className="auth-card__footer">{footer}</div>}
        </section>
      </div>
    </div>
  );
}
