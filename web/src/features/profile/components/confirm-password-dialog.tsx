import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/i18n';
import { confirmPassword } from '../api/confirm-password';
import './confirm-password-dialog.css';

export type ConfirmPasswordDialogProps = {
  open: boolean;
  /** The signed-in e-mail, for password managers (a hidden username field). */
  email: string;
  /** true once the server confirmed the password; false when the user gave up. */
  onDone: (confirmed: boolean) => void;
};

/**
 * Asks for the current password and confirms it (POST /user/confirm-password), as Laravel's
 * password.confirm screen does: a wrong password is said beside the field and the dialog stays.
 */
export function ConfirmPasswordDialog({ open, email, onDone }: ConfirmPasswordDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const text = messages.profile;

  const close = (confirmed: boolean) => {
    setPassword('');
    setError('');
    onDone(confirmed);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || submitting) return;
    setSubmitting(true);
    setError('');
    try {
      await confirmPassword(password);
      setSubmitting(false);
      close(true);
    } catch (failure) {
      setSubmitting(false);
      const api = failure instanceof ApiError ? failure : undefined;
      setError(api?.errors.password?.[0] ?? api?.serverMessage ?? text.confirmPasswordFailed);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => close(false)}
      dismissible={!submitting}
      labelledBy={`${id}-title`}
      className="confirm-password-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="confirm-password-dialog__title">
          {text.confirmPasswordTitle}
        </h2>
        <p id={`${id}-hint`} className="confirm-password-dialog__hint">
          {text.confirmPasswordHint}
        </p>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="field">
          <label htmlFor={`${id}-password`}>{text.currentPassword}</label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={submitting}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            data-autofocus
          />
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        </div>
        <div className="confirm-password-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)} disabled={submitting}>
            {text.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting || !password}>
            {submitting ? text.confirmingPassword : text.confirmPasswordButton}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Thrown by withConfirmation when the user closed the dialog: nothing failed, nothing to alert. */
export class ConfirmationCancelled extends Error {
  constructor() {
    super('password confirmation cancelled');
    this.name = 'ConfirmationCancelled';
  }
}

/**
 * Runs a call that may need a recently confirmed password: on its 423 the dialog asks for the
 * password, and once it is confirmed the call runs again (once). `dialog` is rendered by the caller.
 */
export function usePasswordConfirmation(email: string): {
  withConfirmation: <T>(action: () => Promise<T>) => Promise<T>;
  asking: boolean;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const withConfirmation = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 423) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setAsking(true);
      });
      if (!confirmed) throw new ConfirmationCancelled();
      return action();
    }
  };

  const onDone = (confirmed: boolean) => {
    setAsking(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  return { withConfirmation, asking, dialog: <ConfirmPasswordDialog open={asking} email={email} onDone={onDone} /> };
}
