import { useCallback, useEffect, useRef, useState } from 'react';
import { VERIFICATION_CHECK_INTERVAL_MS, VERIFICATION_MAX_CHECKS } from '@darsak/common';
import { checkEmailVerified } from '../api/check-email-verified';

export type PollStatus = 'idle' | 'waiting' | 'verified' | 'timed-out';

/**
 * After sign-up: POST /api/check-email-verified every 5 s, at most 20 times (SPEC section 4).
 * A failed check shows an error but does not stop the waiting; onVerified runs once.
 */
export function useVerificationPoll(onVerified: () => void) {
  const [run, setRun] = useState<{ email: string; id: number } | null>(null);
  const [status, setStatus] = useState<PollStatus>('idle');
  const [checkFailed, setCheckFailed] = useState(false);
  const runs = useRef(0);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  useEffect(() => {
    if (!run) return;
    let attempts = 0;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      attempts += 1;
      try {
        const verified = await checkEmailVerified(run.email);
        if (cancelled) return;
        setCheckFailed(false);
        if (verified) {
          setStatus('verified');
          onVerifiedRef.current();
          return;
        }
      } catch {
        if (cancelled) return;
        setCheckFailed(true);
      }
      if (attempts >= VERIFICATION_MAX_CHECKS) {
        setStatus('timed-out');
        return;
      }
      timer = setTimeout(check, VERIFICATION_CHECK_INTERVAL_MS);
    };
    timer = setTimeout(check, VERIFICATION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [run]);

  /** Starts (or restarts, with a fresh count of 20) waiting for this e-mail. */
  const start = useCallback((email: string) => {
    runs.current += 1;
    setStatus('waiting');
    setCheckFailed(false);
    setRun({ email, id: runs.current });
  }, []);

  const stop = useCallback(() => {
    setRun(null);
    setStatus((current) => (current === 'waiting' ? 'idle' : current));
  }, []);

  return { status, checkFailed, start, stop };
}
