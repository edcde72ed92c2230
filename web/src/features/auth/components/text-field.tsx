import { useState, type InputHTMLAttributes } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { messages } from '@/lib/i18n';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  /** 'success' marks a hint that confirms a rule is met (e.g. 'Passwords match'). */
  hintTone?: 'neutral' | 'success';
  inputClassName?: string;
};

/**
 * A labelled input of the account forms (FormField): read-only until the app runs, so that a
 * prerendered form takes nothing in before it can submit it (decision 044).
 */
export function TextField({ label, error, hint, hintTone, id, inputClassName, ...input }: TextFieldProps) {
  const hydrated = useHydrated();
  return (
    <FormField id={id} label={label} hint={hint} hintTone={hintTone} error={error}>
      {(control) => (
        <input
          id={control.id}
          className={inputClassName ? `input ${inputClassName}` : 'input'}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...input}
          readOnly={input.readOnly || !hydrated}
        />
      )}
    </FormField>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, hintTone, id, ...input }: Omit<TextFieldProps, 'type' | 'inputClassName'>) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <FormField id={id} label={label} hint={hint} hintTone={hintTone} error={error}>
      {(control) => (
        <div className="password-field">
          <input
            id={control.id}
            className="input"
            type={shown ? 'text' : 'password'}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            {...input}
            readOnly={input.readOnly || !hydrated}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown((value) => !value)}
            disabled={input.disabled}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
              {shown && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
            </svg>
            <span className="visually-hidden">{messages.auth.fields.showPassword}</span>
          </button>
        </div>
      )}
    </FormField>
  );
}
