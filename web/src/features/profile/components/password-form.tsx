import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { messages } from '@/lib/i18n';
import { InlineFormActions } from './inline-form-actions';

export type PasswordFormProps = {
  onSave: (password: string, confirmation: string) => void;
  onCancel: () => void;
};

/** Inline password change: new password twice; 'Passwords do not match.' when they differ. */
export function PasswordForm({ onSave, onCancel }: PasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const text = messages.profile;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmation) return;
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    onSave(password, confirmation);
  };
  return (
    <form
      className="profile-inline-form profile-password-form"
      onSubmit={onSubmit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="profile-password-form__title">
        {text.changePassword}
      </h3>
      <FormField id={`${id}-password`} label={text.newPassword}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      {/* The mismatch line is an alert region from the start, so 'Passwords do not match.' is read out. */}
      <FormField id={`${id}-confirmation`} label={text.confirmPassword} error={mismatch ? text.passwordMismatch : ''} errorAlert="region">
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        )}
      </FormField>
      <InlineFormActions onCancel={onCancel} />
    </form>
  );
}
