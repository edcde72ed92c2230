/** The router state passed between /forgot-password, /verify-code and /reset-password. */
export type ResetFlowState = { email: string; verified: true; notice?: string };

/** The state if it carries an e-mail and the verified flag, else null (the screen then redirects to /login). */
export function readResetFlowState(state: unknown): ResetFlowState | null {
  if (!state || typeof state !== 'object') return null;
  const { email, verified, notice } = state as Record<string, unknown>;
  if (typeof email !== 'string' || email === '' || verified !== true) return null;
  return { email, verified: true, ...(typeof notice === 'string' && notice ? { notice } : {}) };
}
