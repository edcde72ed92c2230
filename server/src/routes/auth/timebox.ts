/**
 * Runs `work` and answers no sooner than `minMs` after the start (Laravel's Timebox): the
 * endpoints that must not reveal whether an account exists take about as long either way.
 */
export async function timebox<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
