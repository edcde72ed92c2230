import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, POST_RESET_REDIRECT_MS, STORAGE_KEYS } from '@darsak/common';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths } from '@/config/paths';
import { ApiError, type FieldErrors } from '@/lib/api-client';
import { messages } from '@/lib/i18n';
import { resetPassword } from '../api/reset-password';
import { useTimeout } from '../hooks/use-timeout';
import { failureMessage, successMessage } from '../utils/server-message';
import { FormMessages } from './form-messages';
import { PasswordField } from './text-field';

/** /reset-password: the new password twice; on success back to /login after 1.5 s. */
export function ResetPasswordForm({ email, notice }: { email: string; notice?: string }) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState<string | null>(notice ?? null);
  const text = messages.auth.resetPassword;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done || !password || !confirmation) return;
    setBusy(true);
    setError(null);
    setSuccess(null);
    setFieldErrors({});
    try {
      const answer = await resetPassword({ email, password, password_confirmation: confirmation });
      localStorage.removeItem(STORAGE_KEYS.codeExpiry);
      setDone(true);
      setSuccess(successMessage(answer, AUTH_MESSAGES.passwordReset, text.success));
      schedule(() => navigate(paths.login.href(), { replace: true }), POST_RESET_REDIRECT_MS);
    } catch (failure) {
      setError(failureMessage(failure, text.failed));
      if (failure instanceof ApiError) setFieldErrors(failure.errors);
    } finally {
      setBusy(false);
    }
  };

  const fields = messages.auth.fields;
  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      <PasswordField
        label={fields.newPassword}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password?.[0]}
        readOnly={done}
      />
      <PasswordField
        label={fields.confirmNewPassword}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldErrors.password_confirmation?.[0]}
        readOnly={done}
      />
      <FormMessages error={error} success={success} />
      <button type="submit" className="btn btn-primary" disabled={done}>
        {text.submit}
      </button>
      {busy && <ProcessingOverlay />}
    </form>
  );
}
