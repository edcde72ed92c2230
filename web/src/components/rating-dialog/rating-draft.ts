import type { RatingType } from '@darsak/common';

/**
 * A signed-out visitor's unsent rating, kept in sessionStorage while they log in, so the
 * same dialog reopens with the same stars and words when they come back (decision 025).
 * sessionStorage: the draft belongs to this tab and is gone when it closes.
 */
export const RATING_DRAFT_KEY = 'darsak.ratingDraft';

export type RatingDraft = { type: RatingType; subjectId: string; rating: number; feedback: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the draft simply is not kept
  }
}

export function saveRatingDraft(draft: RatingDraft): void {
  try {
    storage()?.setItem(RATING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota or privacy mode: nothing to keep
  }
}

function readDraft(): RatingDraft | null {
  try {
    const value = JSON.parse(storage()?.getItem(RATING_DRAFT_KEY) ?? 'null') as Partial<RatingDraft> | null;
    if (!value || typeof value.type !== 'string' || typeof value.subjectId !== 'string') return null;
    const rating = Number.isInteger(value.rating) && value.rating! >= 0 && value.rating! <= 5 ? value.rating! : 0;
    return { type: value.type, subjectId: value.subjectId, rating, feedback: typeof value.feedback === 'string' ? value.feedback : '' };
  } catch {
    return null;
  }
}

/** The kept draft for this subject, if there is one. */
export function ratingDraftFor(type: RatingType, subjectId: string | number): RatingDraft | null {
  const draft = readDraft();
  return draft && draft.type === type && draft.subjectId === String(subjectId) ? draft : null;
}

export function clearRatingDraft(): void {
  try {
    storage()?.removeItem(RATING_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

/** Whether a visitor left a draft for this subject to send after logging in: open its dialog again. */
export const hasRatingDraft = (type: RatingType, subjectId: string | number): boolean => ratingDraftFor(type, subjectId) !== null;
