import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FEEDBACK_MAX_LENGTH, type RatingType } from '@darsak/common';
import { Modal } from '@/components/modal/modal';
import { refreshRatingSummaries } from '@/components/rating-summary/rating-summaries';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { StarPicker } from './star-picker';
import { submitRating } from './submit-rating';
import './rating-dialog.css';

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

/** The shared rating dialog (SPEC sections 2, 4, 5): stars, optional feedback, submit. */
export function RatingDialog(props: RatingDialogProps) {
  // Mounted only while open, so every opening starts from a fresh form.
  return props.open ? <RatingDialogContent {...props} /> : null;
}

function RatingDialogContent({ onClose, type, subjectId, subjectName, onSuccess }: RatingDialogProps) {
  const { user } = useAuth();
  const titleId = useId();
  const feedbackId = useId();
  const counterId = useId();
  const errorId = useId();
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = messages.ratings;
  const signedOut = user === null;
  const shownError = error ?? (signedOut ? text.loginRequired : null);

  const close = () => {
    if (!submitting) onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!user) {
      setError(text.loginRequired);
      return;
    }
    if (rating < 1) {
      setError(text.selectRating);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const trimmed = feedback.trim();
      await submitRating({ type, subject_id: subjectId, rating, feedback: trimmed === '' ? null : trimmed });
    } catch (failure) {
      setSubmitting(false);
      setError((failure instanceof ApiError && failure.serverMessage) || text.failed);
      return;
    }
    setRating(0);
    setFeedback('');
    setSubmitting(false);
    refreshRatingSummaries(type);
    onClose();
    onSuccess?.();
  };

  const cannotSubmit = rating < 1 || !user;
  return (
    <Modal open onClose={close} labelledBy={titleId} dismissible={!submitting} className="rating-dialog">
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <h2 id={titleId} className="rating-dialog__title">
          {text.titles[type]}
        </h2>
        <p className="rating-dialog__subject">{subjectName}</p>

        <StarPicker
          value={rating}
          onChange={(value) => {
            setRating(value);
            if (error === text.selectRating) setError(null);
          }}
          disabled={submitting}
          errorId={shownError ? errorId : undefined}
        />

        <div className="field rating-dialog__feedback">
          <label htmlFor={feedbackId}>{text.feedback}</label>
          <textarea
            id={feedbackId}
            className="input rating-dialog__textarea"
            rows={4}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={feedback}
            placeholder={text.feedbackPlaceholder}
            onChange={(event) => setFeedback(event.target.value.slice(0, FEEDBACK_MAX_LENGTH))}
            disabled={submitting}
            aria-describedby={counterId}
          />
          <span id={counterId} className="rating-dialog__counter">
            <span aria-hidden="true">{format(text.counter, { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}</span>
            <span className="visually-hidden">
              {format(text.counterLabel, { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}
            </span>
          </span>
        </div>

        <div id={errorId} role="alert" className="rating-dialog__error">
          {shownError && (
            <p className="field-error">
              {shownError}
              {signedOut && (
                <>
                  {' '}
                  <Link to={paths.login.href()} onClick={onClose}>
                    {text.loginLink}
                  </Link>
                </>
              )}
            </p>
          )}
        </div>

        <div className="rating-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={submitting}>
            {text.cancel}
          </button>
          {/* aria-disabled, not disabled: focus stays on the button while submitting and after a failure. */}
          <button type="submit" className="btn btn-primary" aria-disabled={cannotSubmit || submitting || undefined}>
            {submitting ? text.submitting : text.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
