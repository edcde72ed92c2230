import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { PageHeader } from '@/features/pages/components/page-header';
import { messages } from '@/lib/i18n';

/** /testimonials: what students say, and the way on to the courses. */
export function Component() {
  const t = messages.pages.testimonials;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro}>
        <p className="info-page__meta">
          <Link className="btn btn-secondary" to={paths.categories.href()}>
            {t.cta}
          </Link>
        </p>
      </PageHeader>
      <TestimonialsSection />
    </>
  );
}
