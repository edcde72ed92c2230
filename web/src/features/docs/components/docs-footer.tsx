import { DOCS_VERSION } from '@darsak/common';
import { chatLink, mailtoInfo } from '@/config/business';
import { DOCS_LAST_UPDATED, DOCS_LAST_UPDATED_TEXT } from '@/data/docs';
import { format, locale, messages } from '@/lib/i18n';

export function DocsFooter() {
  const t = messages.docs.footer;
  return (
    <footer className="docs-footer card">
      <div className="docs-footer__help">
        <h2 className="docs-footer__title">{t.title}</h2>
        <p>{t.text}</p>
        <div className="docs-footer__actions">
          <a className="btn btn-primary" href={chatLink(t.liveChatMessage)} target="_blank" rel="noopener noreferrer">
            {t.liveChat}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </a>
          <a className="btn btn-secondary" href={mailtoInfo(t.emailSubject)}>
            {t.emailSupport}
          </a>
        </div>
      </div>
      <p className="docs-footer__meta">
        <time dateTime={DOCS_LAST_UPDATED}>{format(t.lastUpdated, { date: DOCS_LAST_UPDATED_TEXT[locale] })}</time>
        <span>{format(t.version, { version: DOCS_VERSION })}</span>
      </p>
    </footer>
  );
}
