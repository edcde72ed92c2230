import type { Testimonial } from './types';

/** What students say about Darsak (shown on the home page). */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Rayan Abou Jaoude',
    major: 'Computer Science, Year 2',
    testimonial:
      'I failed Algorithms in my first attempt. With the Darsak sessions and the exam simulations I passed with 78. The tutors explain pointers better than any video I watched.',
    image: '/images/testimonials/rayan-abou-jaoude.svg',
    rating: 5,
  },
  {
    id: 2,
    name: 'Hiba Zein',
    major: 'Biochemistry, Year 1',
    testimonial:
      'Genetics and organic chemistry in the same semester felt impossible. The summary sheets and the group chat kept me on track every week.',
    image: '/images/testimonials/hiba-zein.svg',
    rating: 5,
  },
  {
    id: 3,
    name: 'Elie Karam',
    major: 'Mathematics, Year 1',
    testimonial:
      'Analysis proofs finally make sense. I like that I can pay per course and only take what I need.',
    image: '/images/testimonials/elie-karam.svg',
    rating: 4,
  },
  {
    id: 4,
    name: 'Dana Itani',
    major: 'Biology, Year 2',
    testimonial:
      'The tutors are students who passed the same exams a year ago, so they know exactly what the professors expect.',
    image: '/images/testimonials/dana-itani.svg',
    rating: 5,
  },
  {
    id: 5,
    name: 'Mohammad Srour',
    major: 'Physics, Year 1',
    testimonial:
      'Good explanations and fair prices. Sometimes the live sessions fill up quickly, so book early.',
    image: '/images/testimonials/mohammad-srour.svg',
    rating: 4,
  },
  {
    id: 6,
    name: 'Christelle Maalouf',
    major: 'Computer Science, Year 1',
    testimonial:
      'I joined in the middle of the semester and caught up in three weeks. Paying through WhatsApp was quick and easy.',
    image: '/images/testimonials/christelle-maalouf.svg',
    rating: 5,
  },
];
