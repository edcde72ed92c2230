import { useId } from 'react';
import { Modal } from '@/components/modal/modal';
import { messages } from '@/lib/i18n';
import { formatNodes, Isolate } from '@/lib/i18n-nodes';
import type { PollStatus } from '../hooks/use-verification-poll';

export type VerificationDialogProps = {
  open: boolean;
  email: string;
  status: PollStatus;
  /** Progress line while waiting or after verification (announced politely). */
  progress: string | null;
  /** Error line (check failure, resend failure, time-out, login failure). */
  error: string | null;
  onClose: () => void;
  onResend: () => void;
  resending: boolean;
};

/** The overlay after sign-up: waiting for the e-mail to be verified, with Close and Resend. */
export function VerificationDialog({ open, email, status, progress, error, onClose, onResend, resending }: VerificationDialogProps) {
  const titleId = useId();
  const text = messages.auth.verification;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="verification-dialog__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
        </svg>
      </div>
      <h2 id={titleId} className="verification-dialog__title">
        {text.title}
      </h2>
      <p>{formatNodes(text.body, { email: <Isolate>{email}</Isolate> })}</p>
      <div role="status" className="verification-dialog__status">
        {progress && (
          <>
            {status === 'waiting' && <span className="verification-dialog__spinner" aria-hidden="true" />}
            <span>{progress}</span>
          </>
        )}
      </div>
      <div role="alert" className="form-message form-message--error">
        {error}
      </div>
      <div className="verification-dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {text.close}
        </button>
        <button type="button" className="btn btn-primary" onClick={onResend} disabled={resending || status === 'verified'}>
          {text.resend}
        </button>
      </div>
    </Modal>
  );
}
