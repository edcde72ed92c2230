import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '@/components/form-field/form-field';
import { Modal } from '@/components/modal/modal';
import { messages } from '@/lib/i18n';

export type ReasonDialogProps = {
  /** Rich text: a reference inside is isolated (<bdi>) so it neither splits nor reorders. */
  title: ReactNode;
  body: ReactNode;
  label: string;
  confirmLabel: string;
  /** A required reason (reject, hide) or an optional note (mark paid). */
  required: boolean;
  placeholder?: string;
  tone?: 'danger' | 'default';
  /** Why the last try failed; the dialog stays open so nothing typed is lost. */
  error?: string | null;
  onConfirm: (text: string) => Promise<boolean>;
  onClose: () => void;
};

/** A confirmation dialog that also asks for a reason or a note, on the shared Modal. */
export function ReasonDialog({
  title,
  body,
  label,
  confirmLabel,
  required,
  placeholder,
  tone = 'default',
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (required && !text.trim())) return;
    setBusy(true);
    const ok = await onConfirm(text.trim());
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} dismissible={!busy} className="admin-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <p>{body}</p>
        <FormField label={label}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={1000}
              // A note is often typed in another script than the page's: it follows what is typed.
              dir="auto"
              required={required}
              placeholder={placeholder}
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={busy}
              data-autofocus
            />
          )}
        </FormField>
        {error && (
          <p role="alert" className="admin-feedback admin-feedback--error">
            {error}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {messages.admin.cancel}
          </button>
          <button
            type="submit"
            className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
            disabled={busy || (required && !text.trim())}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
