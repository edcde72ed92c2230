import { AboutSection } from './about-section';
import { CourseSearch } from './course-search';
import { HomeHeader } from './home-header';
import { PlansSection } from './plans-section';
import { TestimonialsSection } from './testimonials-section';
import { TopCourses } from './top-courses';
import { WhatWeOffer } from './what-we-offer';

/** The home page sections, in order (SPEC section 2). */
export function HomePage() {
  return (
    <div className="home">
      <HomeHeader />
      <CourseSearch />
      <WhatWeOffer />
      <TopCourses />
      <PlansSection />
      <TestimonialsSection />
      <AboutSection />
    </div>
  );
}
