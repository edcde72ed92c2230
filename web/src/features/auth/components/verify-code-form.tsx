import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, RESET_CODE_LENGTH } from '@darsak/common';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { verifyCode } from '../api/verify-code';
import { formatCountdown, useCodeCountdown } from '../hooks/use-code-countdown';
import { failureMessage, successMessage } from '../utils/server-message';
import type { ResetFlowState } from '../utils/reset-flow-state';
import { FormMessages } from './form-messages';
import { TextField } from './text-field';

/** /verify-code: the 6-character code and the countdown of its expiry. */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const secondsLeft = useCodeCountdown();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const expired = secondsLeft <= 0;
  const text = messages.auth.verifyCode;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (busy || expired || !value) return;
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      const answer = await verifyCode(email, value);
      const notice = successMessage(answer, AUTH_MESSAGES.codeVerified, text.success);
      setSuccess(notice);
      const state: ResetFlowState = { email, verified: true, notice };
      navigate(paths.resetPassword.href(), { state });
    } catch (failure) {
      setError(failureMessage(failure, text.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      <div className={`code-timer${expired ? ' code-timer--expired' : ''}`}>
        {!expired && <span>{text.timeLeft}</span>}
        <span className="code-timer__value" role="timer">
          {expired ? text.expiredBadge : formatCountdown(secondsLeft)}
        </span>
      </div>
      <TextField
        label={text.code}
        name="code"
        inputClassName="code-input"
        required
        maxLength={RESET_CODE_LENGTH}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, RESET_CODE_LENGTH))}
        disabled={expired}
      />
      <FormMessages
        error={
          expired ? (
            <>
              <p>{text.expired}</p>
              <Link to={paths.forgotPassword.href()}>{text.requestNew}</Link>
            </>
          ) : (
            error
          )
        }
        success={success}
      />
      <button type="submit" className="btn btn-primary" disabled={expired}>
        {text.submit}
      </button>
      {busy && <ProcessingOverlay />}
    </form>
  );
}
