import { queryLibrary } from '@/lib/deferred-query';
import { catalogueKeys, setPageCatalogue, type Catalogue } from './catalogue';

export type { Catalogue };

/**
 * The prerenderer only (entry-server.tsx): draws a page as the client does over a page that embeds
 * `catalogue`. The query cache is the server's and outlives a render: an entry left by another
 * version would win over the page's copy, so there is none before or after.
 */
export function renderWithCatalogue<T>(catalogue: Catalogue, draw: () => T): T {
  const forget = () => queryLibrary()?.queryClient.removeQueries({ queryKey: catalogueKeys.all });
  forget();
  setPageCatalogue(catalogue);
  try {
    return draw();
  } finally {
    setPageCatalogue(undefined);
    forget();
  }
}
