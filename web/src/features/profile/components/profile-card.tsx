import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { PROFILE_PICTURE_MAX_BYTES } from '@darsak/common';
import { useAlert } from '@/components/alert/alert-provider';
import { ProcessingOverlay } from '@/components/alert/processing-overlay';
import { paths } from '@/config/paths';
import { useAuth, type User } from '@/lib/auth';
import { formatDate } from '@/lib/format-date';
import { format, messages } from '@/lib/i18n';
import { needsNetwork } from '@/lib/network-error';
import { clearPrivateCaches } from '@/lib/private-cache';
import { deleteAccount } from '../api/delete-account';
import { deletePicture } from '../api/delete-picture';
import { updateName } from '../api/update-name';
import { updatePassword } from '../api/update-password';
import { uploadPicture } from '../api/upload-picture';
import { ConfirmationCancelled, usePasswordConfirmation } from './confirm-password-dialog';
import { NameForm } from './name-form';
import './profile.css';
import { PasswordForm } from './password-form';

/** The signed-in profile: picture, name, e-mail, joined date and the account actions. */
export function ProfileCard({ user }: { user: User }) {
  const { setUser, logout } = useAuth();
  const { alert, confirm } = useAlert();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const editNameButton = useRef<HTMLButtonElement>(null);
  const changePasswordButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [editingName, setEditingName] = useState(false);
  const [editingPassword, setEditingPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const text = messages.profile;
  // Changing the password and deleting the account may answer 423: the dialog asks for the
  // password, then the call runs again (Laravel's password.confirm, decision 073).
  const { withConfirmation, asking, dialog } = usePasswordConfirmation(user.email);

  /** Runs one call behind the Processing overlay; on failure shows the alert. */
  const run = async (call: () => Promise<void>, failure: string) => {
    if (busy) return false;
    setBusy(true);
    setNotice(null);
    try {
      await call();
      return true;
    } catch (error) {
      setBusy(false);
      setProgress(null);
      // Closing the password dialog is the user's choice, not a failure.
      // Offline: 'this needs the network' (decision 083); the open form keeps what was typed.
      if (!(error instanceof ConfirmationCancelled)) await alert(needsNetwork(error) ? error.message : failure, { tone: 'error' });
      return false;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  // The edit buttons come back when a form closes: focus returns to them.
  const closeNameForm = () => {
    flushSync(() => setEditingName(false));
    editNameButton.current?.focus();
  };
  const closePasswordForm = () => {
    flushSync(() => setEditingPassword(false));
    changePasswordButton.current?.focus();
  };

  const onSaveName = async (name: string) => {
    const saved = await run(async () => {
      const updated = await updateName(name);
      setUser({ ...user, name: updated });
    }, text.nameFailed);
    if (saved) {
      closeNameForm();
      setNotice(text.nameUpdated);
    }
  };

  const onSavePassword = async (password: string, confirmation: string) => {
    const saved = await run(() => withConfirmation(() => updatePassword(password, confirmation)).then(() => {}), text.passwordFailed);
    if (saved) {
      closePasswordForm();
      setNotice(text.passwordUpdated);
    }
  };

  const onPickPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      await alert(text.pictureTooLarge, { tone: 'error' });
      return;
    }
    setProgress(0);
    await run(async () => {
      const imageUrl = await uploadPicture(file, setProgress);
      setUser({ ...user, image: imageUrl });
    }, text.pictureUploadFailed);
  };

  const onRemovePicture = () =>
    run(async () => {
      await deletePicture();
      setUser({ ...user, image: null });
    }, text.pictureDeleteFailed);

  const onLogout = async () => {
    // Signed out: this browser keeps none of the account's data (decision 083).
    const done = await run(() => logout().then(clearPrivateCaches), text.logoutFailed);
    if (done) navigate(paths.home.href());
  };

  const onDelete = async () => {
    if (busy) return;
    const sure = await confirm(text.confirmDelete, { confirmLabel: text.deleteAccount, tone: 'danger' });
    if (!sure) return;
    const done = await run(() => withConfirmation(() => deleteAccount()).then(clearPrivateCaches), text.deleteFailed);
    if (done) {
      setUser(null);
      navigate(paths.home.href());
    }
  };

  const initial = (user.name.trim()[0] ?? 'U').toUpperCase();
  return (
    <div className="profile-card card">
      <div className="profile-card__banner" aria-hidden="true" />
      <div className="profile-card__picture">
        {user.image ? (
          <img className="profile-card__image" src={user.image} alt={format(text.pictureAlt, { name: user.name })} />
        ) : (
          <span className="profile-card__initial" aria-hidden="true">
            {initial}
          </span>
        )}
        {user.image ? (
          <button
            type="button"
            className="profile-card__picture-button profile-card__picture-button--remove"
            onClick={onRemovePicture}
            aria-label={text.removePicture}
            title={text.removePicture}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 12h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <button
            type="button"
            className="profile-card__picture-button"
            onClick={() => !busy && fileInput.current?.click()}
            aria-label={text.uploadPicture}
            title={text.uploadPicture}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <input ref={fileInput} type="file" accept="image/*" hidden tabIndex={-1} aria-label={text.uploadPicture} onChange={onPickPicture} />
      </div>

      <div className="profile-card__body">
        {editingName ? (
          <NameForm initialName={user.name} onSave={onSaveName} onCancel={closeNameForm} />
        ) : (
          <div className="profile-card__name-row">
            <h2 className="profile-card__name">{user.name}</h2>
            <button
              ref={editNameButton}
              type="button"
              className="btn btn-ghost profile-card__edit"
              onClick={() => {
                setNotice(null); // an old 'updated' message must not sit beside a new edit
                setEditingName(true);
              }}
              aria-label={text.editName}
              title={text.editName}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        )}

        <dl className="profile-card__details">
          <div>
            <dt>{text.email}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{text.joined}</dt>
            <dd>
              <time dateTime={user.created_at}>{formatDate(user.created_at, { dateStyle: 'long' })}</time>
            </dd>
          </div>
        </dl>

        <div role="status" className="form-message form-message--success profile-card__notice">
          {notice}
        </div>

        {editingPassword && <PasswordForm onSave={onSavePassword} onCancel={closePasswordForm} />}

        <div className="profile-card__actions" role="group" aria-label={text.accountSection}>
          {!editingPassword && (
            <button
              ref={changePasswordButton}
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setNotice(null);
                setEditingPassword(true);
              }}
            >
              {text.changePassword}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            {text.logout}
          </button>
          <button type="button" className="btn btn-danger-quiet profile-card__delete" onClick={onDelete}>
            {text.deleteAccount}
          </button>
        </div>
      </div>
      {busy && !asking && <ProcessingOverlay progress={progress} label={progress !== null ? text.uploading : undefined} />}
      {dialog}
    </div>
  );
}
