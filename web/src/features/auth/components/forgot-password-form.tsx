import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '@/components/alert/alert-provider';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import { requestResetCode } from '../api/forgot-password';
import type { ResetFlowState } from '../utils/reset-flow-state';
import { TextField } from './text-field';

/** /forgot-password: sends the reset code, stores its expiry, then goes to /verify-code. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const { alert } = useAlert();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // The e-mail input is required; an empty value shows no message (SPEC section 5).
    if (busy || !address) return;
    setBusy(true);
    try {
      await requestResetCode(address);
    } catch {
      setBusy(false);
      await alert(messages.auth.forgotPassword.failed, { tone: 'error' });
      return;
    }
    setBusy(false);
    const state: ResetFlowState = { email: address, verified: true };
    navigate(paths.verifyCode.href(), { state });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      <TextField
        label={messages.auth.fields.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {messages.auth.forgotPassword.submit}
      </button>
      {busy && <ProcessingOverlay />}
    </form>
  );
}
