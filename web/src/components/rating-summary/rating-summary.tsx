import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RatingSummary as Summary, RatingType } from '@darsak/common';
import { format, formatNumber, messages } from '@/lib/i18n';
import { getRatingSummaries, ratingSummariesVersion, subscribeRatingSummaries } from './rating-summaries';
import './rating-summary.css';

export type RatingSummaryProps = { type: RatingType; subjectId: string | number };

/**
 * The server's average and count for one subject, e.g. '4.6 (12 ratings)'. Shows nothing
 * while loading, when nobody has rated the subject yet, or when the call fails.
 */
export function RatingSummary({ type, subjectId }: RatingSummaryProps) {
  const version = useSyncExternalStore(
    subscribeRatingSummaries,
    () => ratingSummariesVersion(type),
    () => 0,
  );
  const [result, setResult] = useState<{ key: string; summary: Summary | null } | null>(null);
  const key = `${type}:${subjectId}:${version}`;

  useEffect(() => {
    let active = true;
    getRatingSummaries(type).then(
      (list) => {
        if (!active) return;
        const summary = list.find((s) => String(s.subject_id) === String(subjectId)) ?? null;
        setResult({ key, summary });
      },
      () => {
        if (active) setResult({ key, summary: null });
      },
    );
    return () => {
      active = false;
    };
  }, [type, subjectId, key]);

  // Keep showing the previous figures while a refresh is in flight.
  const summary = result?.summary;
  if (!summary || !(summary.count > 0)) return null;
  const average = formatNumber(Math.round(Math.max(0, Math.min(5, Number(summary.average))) * 10) / 10, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const values = { average, count: summary.count };
  const text = messages.ratings;
  return (
    <span className="rating-summary">
      <span className="rating-summary__star" aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">{format(text.summary, values)}</span>
      <span className="visually-hidden">{format(text.summaryLabel, values)}</span>
    </span>
  );
}
