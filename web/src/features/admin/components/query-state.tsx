import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';

/** Loading and failure states of an admin query; renders children(data) once data exists. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = messages.admin;
  if (query.isPending)
    return (
      <p role="status" className="admin-muted">
        {t.loading}
      </p>
    );
  if (query.isError && query.data === undefined) {
    const message = query.error instanceof ApiError ? query.error.message : String(query.error);
    return (
      <div role="alert" className="admin-failure">
        <p>{format(t.loadFailed, { message })}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  return <>{children(query.data as T)}</>;
}
