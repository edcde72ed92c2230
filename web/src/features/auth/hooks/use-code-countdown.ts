import { useEffect, useState } from 'react';
import { DEFAULT_COUNTDOWN_SECONDS, STORAGE_KEYS } from '@darsak/common';

function readExpiry(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEYS.codeExpiry));
  return Number.isFinite(stored) && stored > 0 ? stored : Date.now() + DEFAULT_COUNTDOWN_SECONDS * 1000;
}

const secondsUntil = (expiry: number) => Math.max(0, Math.ceil((expiry - Date.now()) / 1000));

/**
 * Seconds left before the reset code expires: read from localStorage 'code_expiry_time'
 * (600 s from now when nothing is stored), ticking every second down to 0.
 */
export function useCodeCountdown(): number {
  const [expiry] = useState(readExpiry);
  const [left, setLeft] = useState(() => secondsUntil(expiry));
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      const next = secondsUntil(expiry);
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [expiry, running]);

  return left;
}

/** 600 -> '10:00', 59 -> '00:59'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
