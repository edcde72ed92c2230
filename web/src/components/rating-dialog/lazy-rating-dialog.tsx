import { lazy, Suspense, useState } from 'react';
import type { RatingDialogProps } from './rating-dialog';

/** The dialog's module (its form, star picker, submission and stylesheet): fetched once, on demand. */
export const loadRatingDialog = () => import('./rating-dialog');

const LoadedRatingDialog = lazy(() => loadRatingDialog().then((m) => ({ default: m.RatingDialog })));

/**
 * The rating dialog (SPEC sections 2, 4, 5) as the screens use it: its code loads the first time
 * it opens, not with the screen (the home page's 'Rate the platform' is below the fold, and most
 * visitors never rate; decision 056). Once loaded it stays mounted, so its 'Thanks for your rating'
 * status keeps working after it closes. While the chunk loads nothing is drawn; focus stays on the
 * button that opened it until the dialog takes it (and gives it back on close), as before.
 */
export function RatingDialog(props: RatingDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // Adjusting state while rendering (React's documented pattern): no extra commit before loading.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedRatingDialog {...props} />
    </Suspense>
  );
}

/** Starts fetching the dialog's code early (pointer over or focus on an opener), so it opens without a wait. */
export const preloadRatingDialog = () => {
  void loadRatingDialog().catch(() => undefined);
};
