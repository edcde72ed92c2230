import { ADMIN_PER_PAGE_DEFAULT } from '@darsak/common';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const ADMIN_PER_PAGE = ADMIN_PER_PAGE_DEFAULT;

/**
 * A list's page and filters live in the address (?page=&status=&q=), so Back, reload and a
 * shared link show the same rows. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(filterKeys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>;

  const setFilter = useCallback(
    (key: K, value: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      }),
    [setSearch],
  );
  const setPage = useCallback(
    (value: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
        return next;
      }),
    [setSearch],
  );

  return { page, perPage: ADMIN_PER_PAGE, filters, setFilter, setPage, apiParams: { ...filters, page, per_page: ADMIN_PER_PAGE } };
}
