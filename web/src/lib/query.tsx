import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * The one query cache for server state (orders, the admin area). Only lazily loaded screens
 * import this module, so TanStack Query stays out of the first-screen bundle; every screen
 * that uses it wraps itself in <QueryProvider>, and all of them share this single client.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx (401, 403, 404) is an answer, not a fault: retrying it only delays the screen.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
    },
  });
}

export const queryClient = createQueryClient();

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
