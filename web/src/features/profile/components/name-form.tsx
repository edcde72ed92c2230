import { useState, type FormEvent } from 'react';
import { USER_NAME_MAX_LENGTH } from '@darsak/common';
import { FormField } from '@/components/form-field/form-field';
import { messages } from '@/lib/i18n';
import { InlineFormActions } from './inline-form-actions';

export type NameFormProps = {
  initialName: string;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** Inline name edit: one field, Save and Cancel. */
export function NameForm({ initialName, onSave, onCancel }: NameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const text = messages.profile;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // A blank name is refused here, with a reason, instead of silently doing nothing.
    if (!trimmed) {
      setError(text.nameRequired);
      return;
    }
    onSave(trimmed);
  };
  return (
    <form className="profile-inline-form" onSubmit={onSubmit} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <FormField label={text.nameLabel} error={error} errorAlert="alert">
        {(control) => (
          <input
            id={control.id}
            className="input"
            name="name"
            autoComplete="name"
            maxLength={USER_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            autoFocus
          />
        )}
      </FormField>
      <InlineFormActions onCancel={onCancel} />
    </form>
  );
}
