import { messages } from '@/lib/i18n';

/** Save and Cancel under an inline profile form. */
export function InlineFormActions({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="profile-inline-form__actions">
      <button type="submit" className="btn btn-primary">
        {messages.profile.save}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {messages.profile.cancel}
      </button>
    </div>
  );
}
