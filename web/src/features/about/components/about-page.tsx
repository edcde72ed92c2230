import { Link } from 'react-router';
import { BusinessDetails } from '@/components/business-details/business-details';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import { AboutNav } from './about-nav';
import { RevealSection } from './reveal-section';
import './about-page.css';

const t = messages.about;

const TEAM_AVATARS = [
  '/images/team/nour-khalil.svg',
  '/images/team/ziad-haidar.svg',
  '/images/team/sara-itani.svg',
  '/images/team/jad-azar.svg',
] as const;

const HIGHLIGHT_ICONS = [
  'M4 19V6a2 2 0 0 1 2-2h12v13H6a2 2 0 0 0-2 2zm0 0a2 2 0 0 0 2 2h12M8 8h6',
  'M16 19v-1a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v1M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 11l2 2 4-4',
  'M4 5h16v11H9l-5 4z',
] as const;

/** '96170123456' as '+961 70 123 456'; other numbers as '+' and their digits. */
export function AboutPage() {
  return (
    <div className="about-page">
      <title>{format(messages.shell.documentTitle, { page: t.aboutUs.title })}</title>
      <header className="about-page__hero">
        <div className="container">
          <h1 className="about-page__title">{t.title}</h1>
          <p className="about-page__tagline">{t.tagline}</p>
        </div>
      </header>

      <AboutNav />

      <RevealSection id="about-us" labelledBy="about-us-title" className="about-us">
        <div className="container about-us__grid">
          <div>
            <h2 id="about-us-title" className="about-section__title">
              {t.aboutUs.title}
            </h2>
            {t.aboutUs.paragraphs.map((paragraph) => (
              <p key={paragraph} className="about-section__lead">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="about-us__highlights" aria-label={t.aboutUs.highlightsLabel}>
            {t.aboutUs.highlights.map((highlight, index) => (
              <li key={highlight.title} className="card">
                <svg className="icon-tile" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={HIGHLIGHT_ICONS[index] ?? HIGHLIGHT_ICONS[0]} />
                </svg>
                <div>
                  <h3>{highlight.title}</h3>
                  <p>{highlight.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </RevealSection>

      <div className="container about-page__pair">
        <RevealSection id="our-mission" labelledBy="our-mission-title" className="about-statement card">
          <span className="about-statement__badge" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01" />
            </svg>
          </span>
          <h2 id="our-mission-title" className="about-section__title">
            {t.mission.title}
          </h2>
          <p className="about-section__lead">{t.mission.text}</p>
          <ul className="about-statement__points">
            {t.mission.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </RevealSection>

        <RevealSection id="our-vision" labelledBy="our-vision-title" className="about-statement card">
          <span className="about-statement__badge about-statement__badge--alt" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
            </svg>
          </span>
          <h2 id="our-vision-title" className="about-section__title">
            {t.vision.title}
          </h2>
          <p className="about-section__lead">{t.vision.text}</p>
          <ul className="about-statement__points">
            {t.vision.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </RevealSection>
      </div>

      <RevealSection id="meet-the-team" labelledBy="meet-the-team-title" className="about-team">
        <div className="container">
          <h2 id="meet-the-team-title" className="about-section__title">
            {t.team.title}
          </h2>
          <p className="about-section__lead">{t.team.intro}</p>
          <ul className="about-team__grid">
            {t.team.members.map((member, index) => (
              <li key={member.name} className="about-team__member card">
                <img
                  src={TEAM_AVATARS[index] ?? TEAM_AVATARS[0]}
                  alt={format(t.team.portraitAlt, { name: member.name })}
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
                <h3>{member.name}</h3>
                <p className="about-team__role">{member.role}</p>
                <p className="about-team__bio">{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </RevealSection>

      <RevealSection id="join-our-team" labelledBy="join-our-team-title" className="about-join">
        <div className="container about-join__grid">
          <div className="about-join__cta">
            <h2 id="join-our-team-title" className="about-section__title">
              {t.join.title}
            </h2>
            <p className="about-section__lead">{t.join.text}</p>
            <Link className="btn about-join__button" to={paths.joinTeam.href()}>
              {t.join.cta}
            </Link>
          </div>
          <div className="about-join__contact card">
            <h3>{t.join.contactTitle}</h3>
            <BusinessDetails />
          </div>
        </div>
      </RevealSection>
    </div>
  );
}
