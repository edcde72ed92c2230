import type { ReactNode } from 'react';
import { format, messages } from '@/lib/i18n';
import './pages.css';

/** The band at the top of a footer page: its h1, an intro line, and the document title. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header className="info-page__hero">
      <title>{format(messages.shell.documentTitle, { page: title })}</title>
      <div className="container">
        <h1 className="info-page__title">{title}</h1>
        <p className="info-page__intro">{intro}</p>
        {children}
      </div>
    </header>
  );
}
