import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * 'Saved.' after a write, or 'The course X is added.' carried by the navigation's state from the
 * create screen to the record's own screen.
 */
export function useSavedNotice() {
  const location = useLocation();
  const carried = (location.state as { created?: unknown } | null)?.created;
  return useState<string | null>(typeof carried === 'string' ? carried : null);
}

export function SavedNotice({ text }: { text: string | null }) {
  return (
    <div className="admin-feedback-slot" role="status" aria-live="polite">
      {text && <p className="admin-feedback admin-feedback--success">{text}</p>}
    </div>
  );
}
