import type { Plan } from './types';

/** The three subscription plans; prices are per semester (SPEC section 3). */
export const plans: Plan[] = [
  {
    id: 1,
    name: 'Basic Plan',
    description: 'Everything you need to keep up with one or two courses.',
    price: 19.99,
    type: 'Starter',
    features: [
      'Access to 2 courses of your choice',
      'Recorded lectures and summary sheets',
      'Solved past exam questions',
      'Course group chat with your tutor',
    ],
  },
  {
    id: 2,
    name: 'Standard Plan',
    description: 'For a full semester load, with live help when you get stuck.',
    price: 49.99,
    type: 'Most Popular',
    features: [
      'Access to 5 courses of your choice',
      'Everything in the Basic Plan',
      'Weekly live problem-solving sessions',
      'Two exam simulations per course',
      'Priority answers from tutors within 24 hours',
    ],
  },
  {
    id: 3,
    name: 'Premium Plan',
    description: 'Unlimited courses and one-to-one time with your tutors.',
    price: 99.99,
    type: 'Best Value',
    features: [
      'Unlimited courses for the semester',
      'Everything in the Standard Plan',
      '4 private one-to-one sessions per month',
      'Personal academic advisor',
      'Access to the digital laboratory',
    ],
  },
];
