import { messages } from '@/lib/i18n';
import type { Category } from './types';

/** The two static course categories (SPEC section 2); names and descriptions are in messages.content. */
const CATEGORIES = [
  { id: 1, image: '/images/categories/biochemistry.svg' },
  { id: 2, image: '/images/categories/computer-science-and-mathematics.svg' },
] as const satisfies readonly Pick<Category, 'id' | 'image'>[];

/** The categories in the active language; call at render time. */
export const categories = (): Category[] => CATEGORIES.map((category) => ({ ...category, ...messages.content.categories[category.id] }));

export const findCategory = (id: number): Category | undefined => categories().find((category) => category.id === id);
