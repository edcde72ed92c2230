import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './sign-in-required.css';

export type SignInRequiredProps = {
  /** The decorative icon above the heading (an aria-hidden SVG). */
  icon: ReactNode;
  title: string;
  body: string;
  loginLabel: string;
  signupLabel: string;
  /** The in-app path to come back to after logging in or signing up (and verifying). */
  next?: string;
  /** When given, a third 'back home' button. */
  homeLabel?: string;
};

/** The panel a screen shows visitors when it needs an account: icon, heading, text, log in and sign up. */
export function SignInRequired({ icon, title, body, loginLabel, signupLabel, next, homeLabel }: SignInRequiredProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className="sign-in-required card" aria-labelledby={titleId}>
      <div className="sign-in-required__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 id={titleId} className="sign-in-required__title">
        {title}
      </h1>
      <p className="sign-in-required__body">{body}</p>
      <div className="sign-in-required__actions">
        <Link className="btn btn-primary" to={paths.login.href(next)}>
          {loginLabel}
        </Link>
        <Link className="btn btn-secondary" to={paths.signup.href(next)}>
          {signupLabel}
        </Link>
        {homeLabel && (
          <Link className="btn btn-ghost" to={paths.home.href()}>
            {homeLabel}
          </Link>
        )}
      </div>
    </section>
  );
}
