import type { DocSection as Section } from '@/data/docs';
import { DocIcon } from './doc-icon';
import { Highlight } from './highlight';

export function DocsSection({ section, query }: { section: Section; query: string }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className="docs-section card" aria-labelledby={headingId}>
      <header className="docs-section__header">
        <span className="docs-section__icon">
          <DocIcon name={section.icon} />
        </span>
        <div>
          <h2 id={headingId} className="docs-section__title">
            <Highlight text={section.title} query={query} />
          </h2>
          <p className="docs-section__summary">{section.summary}</p>
        </div>
      </header>
      <div className="docs-section__items">
        {section.items.map((item) => (
          <article key={item.id} id={`${section.id}--${item.id}`} className="docs-item" aria-labelledby={`${item.id}-title`}>
            <h3 id={`${item.id}-title`} className="docs-item__title">
              <Highlight text={item.title} query={query} />
            </h3>
            {item.paragraphs.map((paragraph, index) => (
              <p key={index}>
                <Highlight text={paragraph} query={query} />
              </p>
            ))}
            {item.steps && (
              <ol className="docs-item__steps">
                {item.steps.map((step, index) => (
                  <li key={index}>
                    <Highlight text={step} query={query} />
                  </li>
                ))}
              </ol>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
