import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * One admin write: runs the call, then refreshes every admin list and the dashboard (one
 * cache, so all screens agree), and reports the outcome in a line the screen announces.
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
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
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
