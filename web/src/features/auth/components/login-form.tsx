import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { POST_LOGIN_REDIRECT_MS } from '@darsak/common';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { isUnverifiedError, loginErrorMessage, signIn } from '../api/login';
import { resendVerification } from '../api/resend-verification';
import { useTimeout } from '../hooks/use-timeout';
import { FormMessages } from './form-messages';
import { PasswordField, TextField } from './text-field';

/**
 * /login: e-mail and password; 'Welcome back, {name}!' then home after 1.5 s, or back to the
 * in-app page that sent the visitor here with ?next= (e.g. a rating dialog with its draft).
 */
export function LoginForm() {
  const { reload, logout } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const schedule = useTimeout();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const text = messages.auth.login;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    setBusy(true);
    setError(null);
    setSuccess(null);
    setUnverifiedEmail(null);
    try {
      const user = await signIn({ email: email.trim(), password }, reload);
      if (!user) {
        setError(text.fetchUserFailed);
      } else if (!user.email_verified_at) {
        // Never stay signed in with an unverified address.
        await logout().catch(() => {});
        setError(text.unverified);
        setUnverifiedEmail(user.email);
      } else {
        setDone(true);
        setSuccess(format(text.welcome, { name: user.name }));
        schedule(() => navigate(next ?? paths.home.href()), POST_LOGIN_REDIRECT_MS);
      }
    } catch (failure) {
      if (isUnverifiedError(failure)) {
        setError(text.unverified);
        setUnverifiedEmail(email.trim());
      } else {
        setError(loginErrorMessage(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    if (!unverifiedEmail || resending) return;
    setResending(true);
    try {
      await resendVerification(unverifiedEmail);
      setUnverifiedEmail(null);
      setError(null);
      setSuccess(text.resendSent);
    } catch {
      setError(messages.auth.verification.resendFailed);
    } finally {
      setResending(false);
    }
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
        readOnly={done}
      />
      <PasswordField
        label={messages.auth.fields.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        readOnly={done}
      />
      <p className="auth-form__row">
        <Link to={paths.forgotPassword.href()}>{text.forgotPassword}</Link>
      </p>
      <FormMessages
        error={
          error && (
            <>
              <p>{error}</p>
              {unverifiedEmail && (
                <button type="button" className="btn btn-secondary" onClick={onResend} disabled={resending}>
                  {text.resendVerification}
                </button>
              )}
            </>
          )
        }
        success={success}
      />
      <button type="submit" className="btn btn-primary" disabled={done}>
        {text.submit}
      </button>
      {busy && <ProcessingOverlay />}
    </form>
  );
}
