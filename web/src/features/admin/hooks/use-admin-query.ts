import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../api/admin-api';
import { adminKeys, type AdminResource } from '../api/admin-queries';

/** Reads one admin resource through the shared cache; a new page keeps the old rows until it arrives. */
export function useAdminQuery<T>(resource: AdminResource, params: ListParams | string | number | undefined, fetcher: () => Promise<T>) {
  return useQuery({ queryKey: adminKeys.resource(resource, params), queryFn: fetcher, placeholderData: keepPreviousData });
}
