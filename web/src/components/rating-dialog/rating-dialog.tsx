import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { FEEDBACK_MAX_LENGTH, type RatingType } from '@darsak/common';
import { FormField } from '@/components/form-field/form-field';
import { Modal } from '@/components/modal/modal';
import { ratingKeys } from '@/components/rating-summary/rating-queries';
import { reviewsKey } from '@/components/student-reviews/reviews-key';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query';
import { myRatingOf, myRatingsQuery } from './my-ratings';
import { clearRatingDraft, ratingDraftFor, saveRatingDraft } from './rating-draft';
import { StarPicker } from './star-picker';
import { submitRating, type RatingSubmission } from './submit-rating';
import './rating-dialog.css';

/** How long 'Thanks for your rating' stays on screen after the dialog closes. */
const RATING_THANKS_MS = 4000;

export type RatingDialogProps = {
  open: boolean;
  onClose: () => void;
  type: RatingType; // 'course' | 'tutor' | 'product' (the platform)
  subjectId: string | number;
  /** The course title, tutor name or platform name shown in the dialog. */
  subjectName: string;
  /** Runs after a successful submission, once the dialog has reset and closed. */
  onSuccess?: () => void;
  /** The id of the element to bring back into view after a visitor logs in to send a draft. */
  returnAnchor?: string;
};

/** The shared rating dialog (SPEC sections 2, 4, 5): stars, optional feedback, submit. */
export function RatingDialog(props: RatingDialogProps) {
  const [thanked, setThanked] = useState(0);
  useEffect(() => {
    if (!thanked) return;
    const timer = window.setTimeout(() => setThanked(0), RATING_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);
  const onSuccess = () => {
    setThanked((n) => n + 1);
    props.onSuccess?.();
  };
  return (
    <>
      {/* Mounted only while open, so every opening starts from a fresh form. */}
      {props.open && (
        <QueryProvider>
          <RatingDialogContent {...props} onSuccess={onSuccess} />
        </QueryProvider>
      )}
      {createPortal(
        <div className="rating-thanks" role="status">
          {thanked > 0 && <p className="rating-thanks__message">{messages.ratings.thanks}</p>}
        </div>,
        document.body,
      )}
    </>
  );
}

function RatingDialogContent({ onClose, type, subjectId, subjectName, onSuccess, returnAnchor }: RatingDialogProps) {
  const { user } = useAuth();
  const location = useLocation();
  const titleId = useId();
  const counterId = useId();
  const errorId = useId();
  // A draft kept while the visitor logged in comes back exactly as it was left.
  const [draft] = useState(() => ratingDraftFor(type, subjectId));
  const [rating, setRating] = useState(draft?.rating ?? 0);
  const [feedback, setFeedback] = useState(draft?.feedback ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(draft !== null);
  const text = messages.ratings;
  const signedOut = user === null;

  // A student who already rated this subject edits that rating: show it, and say so.
  const { data: myRatings } = useQuery({ ...myRatingsQuery(user?.id ?? 0, type), enabled: Boolean(user) && !draft });
  const mine = myRatingOf(myRatings, subjectId);
  // The earlier rating fills the form when it arrives (or changes), unless the student has started.
  const [shown, setShown] = useState<typeof mine>(null);
  if (mine !== shown) {
    setShown(mine);
    if (mine && !touched) {
      setRating(mine.rating);
      setFeedback(mine.feedback ?? '');
    }
  }

  // A rating sent changes its type's summaries (the figures on screen are fetched again) and the
  // student's own list (fetched when the dialog next opens: this one is closing).
  const client = useQueryClient();
  const submission = useMutation({
    mutationFn: submitRating,
    onSuccess: (_answer, sent: RatingSubmission) => {
      void client.invalidateQueries({ queryKey: ratingKeys.summary(sent.type) });
      void client.invalidateQueries({ queryKey: ratingKeys.mine(), refetchType: 'none' });
      // Her written review shows (or changes) in the subject's reviews at once.
      void client.invalidateQueries({ queryKey: reviewsKey(sent.type, sent.subject_id) });
    },
  });

  const close = () => {
    if (submitting) return;
    clearRatingDraft();
    onClose();
  };

  const returnTo = `${location.pathname}${location.search}${returnAnchor ? `#${returnAnchor}` : location.hash}`;
  const keepDraftAndLogIn = () => {
    saveRatingDraft({ type, subjectId: String(subjectId), rating, feedback });
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (rating < 1) {
      setError(text.selectRating);
      return;
    }
    if (!user) {
      setError(text.loginRequired);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const trimmed = feedback.trim();
      await submission.mutateAsync({ type, subject_id: subjectId, rating, feedback: trimmed === '' ? null : trimmed });
    } catch (failure) {
      setSubmitting(false);
      setError((failure instanceof ApiError && failure.serverMessage) || text.failed);
      return;
    }
    clearRatingDraft();
    setRating(0);
    setFeedback('');
    setSubmitting(false);
    onClose();
    onSuccess?.();
  };

  const needsLogin = signedOut && error === text.loginRequired;
  const ratedOn = mine ? formatDay(mine.updated_at) : '';
  return (
    <Modal open onClose={close} labelledBy={titleId} dismissible={!submitting} className="rating-dialog">
      <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <button type="button" className="rating-dialog__close" onClick={close} disabled={submitting} aria-label={text.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="rating-dialog__title">
          {text.titles[type]}
        </h2>
        <p className="rating-dialog__subject">{subjectName}</p>
        {mine && <p className="rating-dialog__note">{ratedOn ? format(text.editingOn, { date: ratedOn }) : text.editing}</p>}
        {draft && !signedOut && <p className="rating-dialog__note">{text.draftRestored}</p>}

        <StarPicker
          value={rating}
          onChange={(value) => {
            setTouched(true);
            setRating(value);
            if (error === text.selectRating) setError(null);
          }}
          disabled={submitting}
          errorId={error ? errorId : undefined}
        />

        {/* The rating's error belongs to the stars (the alert below): the feedback has only its counter. */}
        <FormField label={text.feedback} className="rating-dialog__feedback" describedBy={counterId}>
          {(control) => (
            <>
              <textarea
                {...control}
                className="input rating-dialog__textarea"
                // A student writes in any language: the text box follows what is typed (RTL for Arabic).
                dir="auto"
                rows={4}
                maxLength={FEEDBACK_MAX_LENGTH}
                value={feedback}
                placeholder={text.feedbackPlaceholder}
                onChange={(event) => {
                  setTouched(true);
                  setFeedback(event.target.value.slice(0, FEEDBACK_MAX_LENGTH));
                }}
                disabled={submitting}
              />
              <span id={counterId} className="rating-dialog__counter">
                <span aria-hidden="true">{format(text.counter, { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}</span>
                <span className="visually-hidden">{format(text.counterLabel, { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}</span>
              </span>
            </>
          )}
        </FormField>

        <div id={errorId} role="alert" className="rating-dialog__error">
          {error && (
            <div className="rating-dialog__error-body">
              <p className="field-error">{error}</p>
              {needsLogin && (
                <Link className="btn btn-secondary rating-dialog__login" to={paths.login.href(returnTo)} onClick={keepDraftAndLogIn}>
                  {text.loginLink}
                </Link>
              )}
            </div>
          )}
        </div>

        <div className="rating-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={submitting}>
            {text.cancel}
          </button>
          {/* aria-disabled, not disabled: focus stays on the button while submitting and after a failure. */}
          <button type="submit" className="btn btn-primary" aria-disabled={rating < 1 || submitting || undefined}>
            {submitting ? text.submitting : text.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
