import type { RatingType } from '@darsak/common';

export type RatingSummaryProps = { type: RatingType; subjectId: string | number };

// Placeholder: shows the server's real average and count once the accounts work wires it.
export function RatingSummary(_props: RatingSummaryProps) {
  return null;
}
