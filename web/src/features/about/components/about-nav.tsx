import type { MouseEvent } from 'react';
import { messages } from '@/lib/i18n';
import { scrollToSection } from '@/lib/scroll-to-section';

const aboutSections = (t = messages.about) =>
  [
    { id: 'about-us', label: t.nav.aboutUs },
    { id: 'our-mission', label: t.nav.mission },
    { id: 'our-vision', label: t.nav.vision },
    { id: 'meet-the-team', label: t.nav.team },
    { id: 'join-our-team', label: t.nav.join },
  ] as const;

/** Anchors to the page's sections; they scroll smoothly unless reduced motion is preferred. */
export function AboutNav() {
  const t = messages.about;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id)) event.preventDefault();
  };
  return (
    <nav className="about-nav" aria-label={t.navLabel}>
      <ul className="about-nav__list container">
        {aboutSections().map((section) => (
          <li key={section.id}>
            <a className="about-nav__link" href={`#${section.id}`} onClick={(event) => onClick(event, section.id)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
