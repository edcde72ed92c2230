import { messages } from '@/lib/i18n';
import type { Plan } from './types';

/** Prices and kinds of the three subscription plans, per semester (SPEC section 3). */
const PLANS = [
  { id: 1, price: 19.99, type: 'Starter' },
  { id: 2, price: 49.99, type: 'Most Popular' },
  { id: 3, price: 99.99, type: 'Best Value' },
] as const satisfies readonly Pick<Plan, 'id' | 'price' | 'type'>[];

/** The plans with their words in the active language (messages.content.plans); call at render time. */
export const plans = (): Plan[] => PLANS.map((plan) => ({ ...plan, ...messages.content.plans[plan.id] }));
