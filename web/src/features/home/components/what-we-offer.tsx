import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n';
import './home-sections.css';
import './what-we-offer.css';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const offers = (t = messages.home.offer): { title: string; text: string; icon: ReactNode; tone: string }[] => [
  {
    title: t.advisorTitle,
    text: t.advisorText,
    tone: 'blue',
    icon: (
      <g {...stroke}>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.6-3.6 3.3-6 6.5-6s5.9 2.4 6.5 6" />
        <path d="M15 4.5h6.5v5H18l-2 2v-2h-1z" />
      </g>
    ),
  },
  {
    title: t.labTitle,
    text: t.labText,
    tone: 'green',
    icon: (
      <g {...stroke}>
        <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
        <path d="M7.5 14.5h9" />
      </g>
    ),
  },
  {
    title: t.goalTitle,
    text: t.goalText,
    tone: 'amber',
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1.5" fill="currentColor" />
        <path d="M12 12l7-7M16.5 4.5H19.5V7.5" />
      </g>
    ),
  },
];

/** What We Offer: advisor, digital laboratory and goal (SPEC section 2). */
export function WhatWeOffer() {
  const t = messages.home.offer;
  return (
    <section className="home-section" aria-labelledby="offer-heading">
      <div className="container">
        <div className="home-section__header">
          <h2 id="offer-heading" className="home-section__title">
            {t.heading}
          </h2>
          <p className="home-section__intro">{t.intro}</p>
        </div>
        <ul className="home-grid home-grid--3">
          {offers().map((offer) => (
            <li key={offer.title} className="card offer-card lift">
              <span className={`offer-card__icon offer-card__icon--${offer.tone}`}>
                <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  {offer.icon}
                </svg>
              </span>
              <h3 className="offer-card__title">{offer.title}</h3>
              <p className="offer-card__text">{offer.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
