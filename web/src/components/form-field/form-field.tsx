import { useId, type ReactNode } from 'react';

/** What a field's control takes: its id, and how its hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /** The control's id (one is made when absent); the hint is `${id}-hint`, the error `${id}-error`. */
  id?: string;
  hint?: ReactNode;
  /** 'success' marks a hint that confirms a rule is met (e.g. 'Passwords match'). */
  hintTone?: 'neutral' | 'success';
  error?: ReactNode;
  /**
   * How an error is announced. By default it is not: the form's own message line (role="alert")
   * says that something is wrong. 'alert' gives the error role="alert"; 'region' keeps that alert
   * region in place (and named by aria-describedby) before any error, so the first one is read out.
   */
  errorAlert?: 'alert' | 'region';
  /** Ids of more descriptions, placed by the control itself (a character counter), read first. */
  describedBy?: string;
  /** More classes for the field's wrapper. */
  className?: string;
  /** The control (input, textarea, select, or a control with its own buttons), given its props. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one form field of the SPA: a label for the control, the control, an optional hint and the
 * error message, with id, htmlFor, aria-describedby and aria-invalid wired between them.
 * .field and .field-error are global styles; .field-hint is styled by the forms that show hints
 * (auth.css, join-team.css, pages.css): a stylesheet of its own would be one more file named in
 * every screen's preload map, which the first screen of / pays for (decision 069).
 */
export function FormField({ label, id, hint, hintTone = 'neutral', error, errorAlert, describedBy, className, children }: FormFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showError = Boolean(error) || errorAlert === 'region';
  const described = [describedBy, hint && hintId, showError && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={hintId} className={hintTone === 'success' ? 'field-hint field-hint--success' : 'field-hint'}>
          {hint}
        </p>
      )}
      {showError && (
        <p id={errorId} className="field-error" role={errorAlert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
