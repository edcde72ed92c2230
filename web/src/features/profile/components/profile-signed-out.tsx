import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './profile.css';
import { messages } from '@/lib/i18n';

/** /profile when nobody is signed in. */
export function ProfileSignedOut() {
  const text = messages.profile;
  return (
    <section className="profile-signed-out card" aria-labelledby="profile-signed-out-title">
      <div className="profile-signed-out__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
        </svg>
      </div>
      <h1 id="profile-signed-out-title" className="profile-signed-out__title">
        {text.signedOut}
      </h1>
      <p className="profile-signed-out__hint">{text.signedOutHint}</p>
      <div className="profile-signed-out__actions">
        <Link className="btn btn-primary" to={paths.login.href()}>
          {text.login}
        </Link>
        <Link className="btn btn-secondary" to={paths.signup.href()}>
          {text.register}
        </Link>
        <Link className="btn btn-ghost" to={paths.home.href()}>
          {text.backHome}
        </Link>
      </div>
    </section>
  );
}
