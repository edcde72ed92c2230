import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../api/admin-api';

/** Reads one admin resource through the shared cache; a new page keeps the old rows until it arrives. */
export function useAdminQuery<T>(resource: string, params: ListParams | string | number | undefined, fetcher: () => Promise<T>) {
  return useQuery({ queryKey: ['admin', resource, params], queryFn: fetcher, placeholderData: keepPreviousData });
}
