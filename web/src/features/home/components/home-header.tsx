import { Link } from 'react-router';
import heroIllustration from '@/assets/home/hero-illustration.svg';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import './home-header.css';

/** The hero: title, tagline, Get Started and Learn More. */
export function HomeHeader() {
  const t = messages.home.header;
  return (
    <header className="home-hero">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <h1 className="home-hero__title">{t.title}</h1>
          <p className="home-hero__tagline">{t.tagline}</p>
          <div className="home-hero__actions">
            <Link to={paths.categories.href()} className="btn home-hero__primary">
              {t.getStarted}
            </Link>
            <Link to={paths.about.href()} className="btn home-hero__secondary">
              {t.learnMore}
            </Link>
          </div>
        </div>
        <img className="home-hero__image" src={heroIllustration} alt={t.imageAlt} width={480} height={400} fetchPriority="high" />
      </div>
    </header>
  );
}
