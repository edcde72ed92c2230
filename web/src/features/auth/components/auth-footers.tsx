import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';

/** Under the login and sign-up forms: 'No account yet? Sign up' and the reverse. */
export function AccountSwitch({ prompt, linkText, to }: { prompt: string; linkText: string; to: string }) {
  return (
    <p>
      {prompt} <Link to={to}>{linkText}</Link>
    </p>
  );
}

/** Under the password-reset forms: the way back to /login. */
export function BackToLogin() {
  return (
    <p>
      <Link to={paths.login.href()}>{messages.auth.forgotPassword.backToLogin}</Link>
    </p>
  );
}
