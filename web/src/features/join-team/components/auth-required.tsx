import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import './join-team.css';

/** /join-team for visitors: the application needs an account. */
export function AuthRequired() {
  const text = messages.joinTeam;
  return (
    <section className="join-auth card" aria-labelledby="join-auth-title">
      <div className="join-auth__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="5" y="10" width="14" height="10" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        </svg>
      </div>
      <h1 id="join-auth-title" className="join-auth__title">
        {text.authTitle}
      </h1>
      <p className="join-auth__body">{text.authBody}</p>
      <div className="join-auth__actions">
        <Link className="btn btn-primary" to={paths.login.href()}>
          {text.login}
        </Link>
        <Link className="btn btn-secondary" to={paths.signup.href()}>
          {text.signUp}
        </Link>
      </div>
    </section>
  );
}
