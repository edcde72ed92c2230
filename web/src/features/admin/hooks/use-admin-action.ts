import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { adminKeys } from '../api/admin-queries';

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * One admin write: runs the call, then refreshes every admin list and the dashboard (one
 * cache, so all screens agree), and reports the outcome in a line the screen announces. (The
 * public rating summaries a moderation moves are fetched again when a public screen shows them
 * after their 15 s: importing their keys here would bring the home page's 'browse' chunk.)
 */
export function useAdminAction() {
  const client = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const mutation = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: (_data, { done }) => setFeedback({ tone: 'success', text: done }),
    onError: (error) =>
      setFeedback({
        tone: 'error',
        text: format(messages.admin.actionFailed, {
          message: error instanceof ApiError ? error.message : String(error),
        }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
  /** Resolves true when the write succeeded. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    setFeedback(null);
    try {
      await mutation.mutateAsync({ call, done });
      return true;
    } catch {
      return false;
    }
  };
  return { run, busy: mutation.isPending, feedback, clearFeedback: () => setFeedback(null) };
}
