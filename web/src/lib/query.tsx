import { notifyManager, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { registerQueryLibrary } from '@/lib/deferred-query';

/**
 * The one query cache for server state (decision 069): the current user, tutors, rating summaries
 * and the student's own ratings, orders, the admin area. TanStack Query is kept out of the first
 * screen: only lazy screens import this module statically (they wrap themselves in
 * <QueryProvider>), and the first screen's reads reach the same client through
 * lib/deferred-query.ts, which loads this module as a chunk of its own when it is needed.
 * Each resource's query keys are made by one factory (userKeys, tutorKeys, ratingKeys, orderKeys,
 * adminKeys), and every write invalidates or updates what it changed.
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

// The first screen's reads (lib/deferred-query.ts) move into this cache as soon as it exists.
registerQueryLibrary({ queryClient, QueryObserver, notifyManager });

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
