import type { RatingType } from '@darsak/common';

export type RatingDialogProps = {
  open: boolean;
  onClose: () => void;
  type: RatingType; // 'course' | 'tutor' | 'product' (the platform)
  subjectId: string | number;
  /** The course title, tutor name or platform name shown in the dialog. */
  subjectName: string;
  /** Runs after a successful submission, once the dialog has reset and closed. */
  onSuccess?: () => void;
};

// Placeholder: the accounts work builds the real dialog behind this interface.
export function RatingDialog({ open, onClose, subjectName }: RatingDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={subjectName}>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
