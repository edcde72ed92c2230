import { useEffect, useRef, type MouseEvent } from 'react';
import type { DocSection } from '@/data/docs';
import { messages } from '@/lib/i18n';
import { scrollToSection } from '@/lib/scroll-to-section';
import { DocIcon } from './doc-icon';

type DocsSidebarProps = {
  sections: readonly DocSection[];
  active: string | undefined;
  onNavigate: (id: string) => void;
};

/** In-page navigation; the section in view carries aria-current. */
export function DocsSidebar({ sections, active, onNavigate }: DocsSidebarProps) {
  const t = messages.docs;
  const listRef = useRef<HTMLUListElement>(null);

  // On narrow screens the list scrolls sideways: keep the current section's chip in sight.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.left < listBox.left || linkBox.right > listBox.right) {
      list.scrollBy({ left: linkBox.left - listBox.left - (listBox.width - linkBox.width) / 2 });
    }
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id)) {
      event.preventDefault();
      onNavigate(id);
    }
  };
  return (
    <nav className="docs-sidebar" aria-label={t.sidebarLabel}>
      <p className="docs-sidebar__title" aria-hidden="true">
        {t.sidebarTitle}
      </p>
      <ul ref={listRef} className="docs-sidebar__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="docs-sidebar__link"
              aria-current={section.id === active ? 'true' : undefined}
              onClick={(event) => onClick(event, section.id)}
            >
              <DocIcon name={section.icon} />
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
