import type { Feedback } from '../hooks/use-admin-action';

/** The outcome of the last write, announced politely (or assertively for a failure). */
export function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <div className="admin-feedback-slot" role="status" aria-live="polite">
      {feedback && <p className={`admin-feedback admin-feedback--${feedback.tone}`}>{feedback.text}</p>}
    </div>
  );
}
