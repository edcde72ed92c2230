import { useDeferredValue, useMemo, useState } from 'react';
import { docSections } from '@/data/docs';
import { format, messages } from '@/lib/i18n';
import { useActiveSection } from '../hooks/use-active-section';
import { countItems, searchDocs } from '../search-docs';
import { DocsFooter } from './docs-footer';
import { DocsQuickLinks } from './docs-quick-links';
import { DocsSearch } from './docs-search';
import { DocsSection } from './docs-section';
import { DocsSidebar } from './docs-sidebar';
import './docs-page.css';

export function DocsPage() {
  const t = messages.docs;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sections = searchDocs(docSections(), deferredQuery);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const [active, setActive] = useActiveSection(ids);
  const searching = deferredQuery.trim() !== '';
  const count = countItems(sections);

  return (
    <div className="docs-page">
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <header className="docs-page__hero">
        <div className="container docs-page__hero-inner">
          <h1 className="docs-page__title">{t.title}</h1>
          <p className="docs-page__intro">{t.intro}</p>
          <DocsSearch value={query} onChange={setQuery} />
        </div>
      </header>

      <div className="container docs-page__layout">
        <div className="docs-page__aside">
          {sections.length > 0 && <DocsSidebar sections={sections} active={active} onNavigate={setActive} />}
        </div>
        <div className="docs-page__content">
          <DocsQuickLinks />
          {/* One live region announces the number of matches, or that there are none. */}
          <div className="docs-page__status" role="status">
            {searching &&
              (count > 0 ? (
                <p className="docs-page__count">{format(t.resultCount, { count })}</p>
              ) : (
                <div className="docs-page__empty card">
                  <h2>{t.noResults}</h2>
                  <p>{t.noResultsHint}</p>
                </div>
              ))}
          </div>
          {sections.map((section) => (
            <DocsSection key={section.id} section={section} query={deferredQuery} />
          ))}
          <DocsFooter />
        </div>
      </div>
    </div>
  );
}
