import { useId, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ContactMessageInput,
} from '@darsak/common';
import { FormField } from '@/components/form-field/form-field';
import { business } from '@/config/business';
import { useHydrated } from '@/hooks/use-hydrated';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { sendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageInput;
type Errors = Partial<Record<Field, string>>;

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX: Record<Field, number> = {
  name: NAME_MAX_LENGTH,
  email: 255,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/** The same rules as the server's contactMessageSchema, in the reader's language. */
function check(values: ContactMessageInput): Errors {
  const t = messages.pages.contact;
  const errors: Errors = {};
  for (const field of Object.keys(MAX) as Field[]) {
    const value = values[field].trim();
    if (!value) errors[field] = t.required;
    else if (value.length > MAX[field]) errors[field] = format(t.tooLong, { max: MAX[field] });
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = t.invalidEmail;
  if (!errors.message && values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) {
    errors.message = format(t.tooShort, { min: CONTACT_MESSAGE_MIN_LENGTH });
  }
  return errors;
}

/** The contact form: checked here, checked again by the server (422 errors land on their fields). */
export function ContactForm() {
  const t = messages.pages.contact;
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = check(values);
    setErrors(found);
    setFailure('');
    const first = (Object.keys(MAX) as Field[]).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors: Errors = {};
        for (const [field, list] of Object.entries(error.errors)) {
          if (field in MAX && list[0]) fieldErrors[field as Field] = list[0];
        }
        setErrors(fieldErrors);
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(t.throttled);
      } else {
        setFailure(format(t.failed, { email: business.infoEmail }));
      }
    }
  };

  const field = (name: Field, label: string, input: 'input' | 'textarea', extra: Record<string, string> = {}) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      hint={name === 'message' ? format(t.messageHint, { min: CONTACT_MESSAGE_MIN_LENGTH }) : undefined}
      error={errors[name]}
    >
      {(control) => {
        const props = {
          id: control.id,
          name,
          className: 'input',
          required: true,
          maxLength: MAX[name],
          value: values[name],
          readOnly: !hydrated,
          // Names and messages come in any of the three languages: each field follows what is typed.
          dir: 'auto',
          'aria-invalid': control['aria-invalid'],
          'aria-describedby': control['aria-describedby'],
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            if (status === 'sent') setStatus('idle');
          },
          ...extra,
        };
        return input === 'textarea' ? <textarea rows={8} {...props} /> : <input {...props} />;
      }}
    </FormField>
  );

  return (
    <form className="card contact__form" onSubmit={onSubmit} noValidate aria-busy={status === 'sending'}>
      <div role="alert" className="form-message form-message--error">
        {failure}
      </div>
      <div role="status" className="form-message form-message--success">
        {status === 'sent' ? t.sent : ''}
      </div>
      {field('name', t.name, 'input', { autoComplete: 'name' })}
      {field('email', t.email, 'input', { type: 'email', autoComplete: 'email' })}
      {field('subject', t.subject, 'input')}
      {field('message', t.message, 'textarea')}
      <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
        {status === 'sending' ? t.sending : t.submit}
      </button>
    </form>
  );
}
