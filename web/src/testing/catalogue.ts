import { CATALOGUE_ELEMENT_ID } from '@darsak/common';
import { resetPageCatalogue, type Catalogue } from '@/data/catalogue';
import { categories } from '@/data/categories';
import { courses } from '@/data/courses';

/** The seed catalogue in English, as GET /api/catalogue answers it on a fresh database. */
export const seedCatalogue = (): Catalogue => ({ locale: 'en', version: 'seed', categories: categories(), courses });

/**
 * Writes the page's catalogue as the server embeds it in the pages that show courses (decision
 * 074), built from the seed catalogue in English: screens render it at once, without a call.
 * Returns the catalogue; the element is removed (and forgotten) by the returned function.
 */
export function embedSeedCatalogue(): { catalogue: Catalogue; remove: () => void } {
  const catalogue = seedCatalogue();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CATALOGUE_ELEMENT_ID;
  script.textContent = JSON.stringify(catalogue);
  document.head.append(script);
  resetPageCatalogue();
  return {
    catalogue,
    remove: () => {
      script.remove();
      resetPageCatalogue();
    },
  };
}
