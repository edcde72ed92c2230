/** English texts of the home page testimonials, keyed by testimonial id (data/testimonials.ts). */
export const testimonials = {
  1: {
    name: 'Rayan Abou Jaoude',
    major: 'Computer Science, Year 2',
    testimonial:
      'I failed Algorithms in my first attempt. With the Darsak sessions and the exam simulations I passed with 78. The tutors explain pointers better than any video I watched.',
  },
  2: {
    name: 'Hiba Zein',
    major: 'Biochemistry, Year 1',
    testimonial:
      'Genetics and organic chemistry in the same semester felt impossible. The summary sheets and the group chat kept me on track every week.',
  },
  3: {
    name: 'Elie Karam',
    major: 'Mathematics, Year 1',
    testimonial: 'Analysis proofs finally make sense. I like that I can pay per course and only take what I need.',
  },
  4: {
    name: 'Dana Itani',
    major: 'Biology, Year 2',
    testimonial: 'The tutors are students who passed the same exams a year ago, so they know exactly what the professors expect.',
  },
  5: {
    name: 'Mohammad Srour',
    major: 'Physics, Year 1',
    testimonial: 'Good explanations and fair prices. Sometimes the live sessions fill up quickly, so book early.',
  },
  6: {
    name: 'Christelle Maalouf',
    major: 'Computer Science, Year 1',
    testimonial: 'I joined in the middle of the semester and caught up in three weeks. Paying through WhatsApp was quick and easy.',
  },
} as const;
