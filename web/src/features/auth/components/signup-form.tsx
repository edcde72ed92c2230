import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, POST_VERIFICATION_REDIRECT_MS } from '@darsak/common';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths, safeNextPath } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { loginErrorMessage, signIn } from '../api/login';
import { register, signupErrorMessage, type Registration } from '../api/register';
import { resendVerification } from '../api/resend-verification';
import { useTimeout } from '../hooks/use-timeout';
import { useVerificationPoll } from '../hooks/use-verification-poll';
import { errorsByField } from '../utils/registration-errors';
import { forgetSignupReturn, rememberSignupReturn } from '../utils/signup-return';
import { FormMessages } from './form-messages';
import { PasswordField, TextField } from './text-field';
import { VerificationDialog } from './verification-dialog';

const EMPTY: Registration = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * /signup: register, then wait for the e-mail to be verified (checked every 5 s, 20 times),
 * log in with the same credentials and go home after 1 s.
 */
export function SignupForm() {
  const { reload } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Where she came from (?next=, e.g. the join-team form): she goes back there once verified.
  const next = safeNextPath(searchParams.get('next'));
  const schedule = useTimeout();
  const [values, setValues] = useState<Registration>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Registration, string>>>({});
  const [confirmationLeft, setConfirmationLeft] = useState(false);
  const [registered, setRegistered] = useState<Registration | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const text = messages.auth.verification;

  const onVerified = async () => {
    if (!registered) return;
    setDialogError(null);
    setProgress(text.verified);
    try {
      const user = await signIn({ email: registered.email, password: registered.password }, reload);
      if (!user) {
        setProgress(null);
        setDialogError(messages.auth.login.fetchUserFailed);
        return;
      }
      setProgress(format(text.welcome, { name: user.name }));
      forgetSignupReturn();
      schedule(() => navigate(next ?? paths.home.href()), POST_VERIFICATION_REDIRECT_MS);
    } catch (failure) {
      setProgress(null);
      setDialogError(loginErrorMessage(failure));
    }
  };
  const poll = useVerificationPoll(() => void onVerified());

  const set = (field: keyof Registration) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A server error about a field goes once the student changes that field.
    setFieldErrors((current) => {
      const stale: (keyof Registration)[] = field === 'password' ? ['password', 'password_confirmation'] : [field];
      if (!stale.some((name) => current[name])) return current;
      const next = { ...current };
      for (const name of stale) delete next[name];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const submission = { ...values, name: values.name.trim(), email: values.email.trim() };
    try {
      await register(submission);
      rememberSignupReturn(next);
      setRegistered(submission);
      setProgress(text.waiting);
      setDialogError(null);
      setDialogOpen(true);
      poll.start(submission.email);
    } catch (failure) {
      setError(signupErrorMessage(failure));
      if (failure instanceof ApiError) setFieldErrors(errorsByField(failure.errors));
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    if (!registered || resending) return;
    setResending(true);
    setDialogError(null);
    try {
      await resendVerification(registered.email);
      setProgress(text.resendSent);
      poll.start(registered.email);
    } catch {
      setDialogError(text.resendFailed);
    } finally {
      setResending(false);
    }
  };

  const onCloseDialog = () => {
    setDialogOpen(false);
    if (poll.status === 'waiting') poll.stop();
  };

  const fieldError = (field: keyof Registration) => fieldErrors[field];
  // With field errors, each sits beside its field; the server's summary ('... (and 1 more error)')
  // is announced but not shown again.
  const errorShownAtField = Boolean(error) && Object.keys(fieldErrors).length > 0;
  const signupText = messages.auth.signup;
  // The confirmation is checked as the student types: once it is as long as the password, or left.
  const { password, password_confirmation: confirmation } = values;
  const confirmationChecked = confirmation !== '' && (confirmationLeft || confirmation.length >= password.length);
  const mismatch = confirmationChecked && confirmation !== password;
  const passwordLongEnough = password.length >= PASSWORD_MIN_LENGTH;
  const pollError = poll.status === 'timed-out' ? text.timedOut : poll.checkFailed && poll.status === 'waiting' ? text.checkFailed : null;
  const fields = messages.auth.fields;

  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          label={fields.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          error={fieldError('name')}
        />
        <TextField
          label={fields.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <PasswordField
          label={fields.password}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
          hint={format(signupText.passwordRule, { min: PASSWORD_MIN_LENGTH })}
          hintTone={passwordLongEnough ? 'success' : 'neutral'}
        />
        <PasswordField
          label={fields.passwordConfirmation}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          onBlur={() => setConfirmationLeft(true)}
          error={fieldError('password_confirmation') ?? (mismatch ? signupText.mismatch : undefined)}
          hint={confirmationChecked && !mismatch && !fieldError('password_confirmation') ? signupText.match : undefined}
          hintTone="success"
        />
        <FormMessages error={error} errorShownElsewhere={errorShownAtField} />
        <button type="submit" className="btn btn-primary">
          {messages.auth.signup.submit}
        </button>
        {busy && <ProcessingOverlay />}
      </form>
      {registered && (
        <VerificationDialog
          open={dialogOpen}
          email={registered.email}
          status={poll.status}
          progress={poll.status === 'timed-out' ? null : progress}
          error={dialogError ?? pollError}
          onClose={onCloseDialog}
          onResend={onResend}
          resending={resending}
        />
      )}
    </>
  );
}
