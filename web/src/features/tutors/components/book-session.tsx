import { lazy, Suspense, useState } from 'react';
import { withAreas } from '@/lib/i18n';
import type { BookSessionDialogProps } from './book-session-dialog';

const LoadedDialog = lazy(
  withAreas(['sessions', 'tutors'], () => import('./book-session-dialog').then((m) => ({ default: m.BookSessionDialog }))),
);

/** The booking dialog's code and texts load the first time Book Session is pressed, not with the profile. */
export function BookSession(props: BookSessionDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
