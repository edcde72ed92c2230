/** English texts of the three semester plans, keyed by plan id (data/plans.ts holds prices). */
export const plans = {
  1: {
    name: 'Basic Plan',
    badge: 'Starter',
    description: 'Everything you need to keep up with one or two courses.',
    features: [
      'Access to 2 courses of your choice',
      'Recorded lectures and summary sheets',
      'Solved past exam questions',
      'Course group chat with your tutor',
    ],
  },
  2: {
    name: 'Standard Plan',
    badge: 'Most Popular',
    description: 'For a full semester load, with live help when you get stuck.',
    features: [
      'Access to 5 courses of your choice',
      'Everything in the Basic Plan',
      'Weekly live problem-solving sessions',
      'Two exam simulations per course',
      'Priority answers from tutors within 24 hours',
    ],
  },
  3: {
    name: 'Premium Plan',
    badge: 'Best Value',
    description: 'Unlimited courses and one-to-one time with your tutors.',
    features: [
      'Unlimited courses for the semester',
      'Everything in the Standard Plan',
      '4 private one-to-one sessions per month',
      'Personal academic advisor',
      'Access to the digital laboratory',
    ],
  },
} as const;
