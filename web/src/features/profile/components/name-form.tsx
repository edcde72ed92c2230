import { useId, useState, type FormEvent } from 'react';
import { USER_NAME_MAX_LENGTH } from '@darsak/common';
import { messages } from '@/lib/i18n';
import { InlineFormActions } from './inline-form-actions';

export type NameFormProps = {
  initialName: string;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** Inline name edit: one field, Save and Cancel. */
export function NameForm({ initialName, onSave, onCancel }: NameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const text = messages.profile;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) onSave(trimmed);
  };
  return (
    <form className="profile-inline-form" onSubmit={onSubmit} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <div className="field">
        <label htmlFor={id}>{text.nameLabel}</label>
        <input
          id={id}
          className="input"
          name="name"
          autoComplete="name"
          required
          maxLength={USER_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
      </div>
      <InlineFormActions onCancel={onCancel} />
    </form>
  );
}
