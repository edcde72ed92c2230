import { useId, useState, type InputHTMLAttributes } from 'react';
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

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** aria-invalid and aria-describedby of an input whose hint and error FieldNotes renders. */
const noteAria = (inputId: string, hint?: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && `${inputId}-hint`, error && `${inputId}-error`),
});

/** The hint and the error under an input, with the ids noteAria points to. */
function FieldNotes({ inputId, hint, error, hintTone = 'neutral' }: { inputId: string; hint?: string; error?: string; hintTone?: 'neutral' | 'success' }) {
  return (
    <>
      {hint && (
        <p id={`${inputId}-hint`} className={hintTone === 'success' ? 'field-hint field-hint--success' : 'field-hint'}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, hintTone, id, inputClassName, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={inputClassName ? `input ${inputClassName}` : 'input'}
        {...noteAria(inputId, hint, error)}
        {...input}
        readOnly={input.readOnly || !hydrated}
      />
      <FieldNotes inputId={inputId} hint={hint} error={error} hintTone={hintTone} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, hintTone, id, ...input }: Omit<TextFieldProps, 'type' | 'inputClassName'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-field">
        <input
          id={inputId}
          className="input"
          type={shown ? 'text' : 'password'}
          {...noteAria(inputId, hint, error)}
          {...input}
          readOnly={input.readOnly || !hydrated}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={shown}
          aria-controls={inputId}
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
      <FieldNotes inputId={inputId} hint={hint} error={error} hintTone={hintTone} />
    </div>
  );
}
