import { chatLink } from '@/config/business';
import { plans } from '@/data/plans';
import { format, formatPrice, messages } from '@/lib/i18n';
import './home-sections.css';
import './plans-section.css';

/** The three plans, priced per semester (SPEC section 3). */
export function PlansSection() {
  const t = messages.home.plans;
  return (
    <section className="home-section" aria-labelledby="plans-heading">
      <div className="container">
        <div className="home-section__header">
          <h2 id="plans-heading" className="home-section__title">
            {t.heading}
          </h2>
          <p className="home-section__intro">{t.intro}</p>
        </div>
        <ul className="home-grid home-grid--3 plans">
          {plans().map((plan) => {
            const featured = plan.type === 'Most Popular';
            return (
              <li key={plan.id} className={`card plan lift${featured ? ' plan--featured' : ''}`}>
                <span className="plan__badge">{plan.badge}</span>
                <h3 className="plan__name">{plan.name}</h3>
                <p className="plan__description">{plan.description}</p>
                <p className="plan__price">
                  <span className="plan__amount">
                    <bdi>{formatPrice(plan.price)}</bdi>
                  </span>
                  <span className="plan__period">{t.perSemester}</span>
                </p>
                <ul className="plan__features" aria-label={format(t.featuresLabel, { name: plan.name })}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <circle cx="12" cy="12" r="10" className="plan__check-bg" />
                        <path
                          d="M7.5 12.5l3 3 6-6.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  className={`btn ${featured ? 'btn-primary' : 'btn-secondary'} plan__cta`}
                  href={chatLink(format(t.chatMessage, { name: plan.name, price: formatPrice(plan.price) }))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {format(t.choose, { name: plan.name })}
                  <span className="visually-hidden"> {messages.shell.footer.opensInNewTab}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
