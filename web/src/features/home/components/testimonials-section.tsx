import { NameAvatar } from '@/components/name-avatar/name-avatar';
import { Stars } from '@/components/stars/stars';
import { testimonials } from '@/data/testimonials';
import { format, messages } from '@/lib/i18n';
import './home-sections.css';
import './testimonials-section.css';

/** What students say: quote, name, major and the rating as filled and empty stars. */
export function TestimonialsSection() {
  const t = messages.home.testimonials;
  return (
    <section className="home-section home-section--alt" aria-labelledby="testimonials-heading">
      <div className="container">
        <div className="home-section__header">
          <h2 id="testimonials-heading" className="home-section__title">
            {t.heading}
          </h2>
          <p className="home-section__intro">{t.intro}</p>
        </div>
        <ul className="home-grid home-grid--3">
          {testimonials().map((item) => (
            <li key={item.id} className="card testimonial">
              <figure className="testimonial__figure">
                <Stars value={item.rating} label={format(t.rating, { rating: item.rating })} />
                <blockquote className="testimonial__quote">
                  <p>{item.testimonial}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <NameAvatar className="testimonial__avatar" name={item.name} toneKey={item.image} size={48} />
                  <span>
                    <span className="testimonial__name">{item.name}</span>
                    <span className="testimonial__major">{item.major}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
