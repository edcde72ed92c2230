import { messages } from '@/lib/i18n';
import type { Testimonial } from './types';

/** What students say about Darsak (shown on the home page); the words are in messages.content.testimonials. */
const TESTIMONIALS = [
  { id: 1, image: '/images/testimonials/rayan-abou-jaoude.svg', rating: 5 },
  { id: 2, image: '/images/testimonials/hiba-zein.svg', rating: 5 },
  { id: 3, image: '/images/testimonials/elie-karam.svg', rating: 4 },
  { id: 4, image: '/images/testimonials/dana-itani.svg', rating: 5 },
  { id: 5, image: '/images/testimonials/mohammad-srour.svg', rating: 4 },
  { id: 6, image: '/images/testimonials/christelle-maalouf.svg', rating: 5 },
] as const satisfies readonly Pick<Testimonial, 'id' | 'image' | 'rating'>[];

/** The testimonials in the active language; call at render time. */
export const testimonials = (): Testimonial[] => TESTIMONIALS.map((item) => ({ ...item, ...messages.content.testimonials[item.id] }));
