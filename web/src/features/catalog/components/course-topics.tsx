import { useId, useState } from 'react';
import { messages } from '@/lib/i18n';
import './course-topics.css';

/**
 * A card's 'What You'll Learn' (issue 21): listed on wide screens; on phones folded under its
 * heading, one tap away, so a category of cards is a few screens long, not 13,000 px. The choice
 * is CSS's (course-topics.css), so a prerendered page and the running app agree.
 */
export function CourseTopics({ topics }: { topics: readonly string[] }) {
  const t = messages.catalog.card;
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      {/* One name for the heading whichever of its two forms CSS shows. */}
      <h3 className="course-card__subheading" aria-label={t.whatYouWillLearn}>
        <span className="course-topics__label">{t.whatYouWillLearn}</span>
        <button
          type="button"
          className="course-topics__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t.whatYouWillLearn}
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-open={open}>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <ul id={listId} className="course-card__topics" data-open={open || undefined}>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </>
  );
}
