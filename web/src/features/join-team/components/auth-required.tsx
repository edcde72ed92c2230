import { SignInRequired } from '@/components/sign-in-required/sign-in-required';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';

/** /join-team for visitors: the application needs an account. */
export function AuthRequired() {
  const text = messages.joinTeam;
  return (
    <SignInRequired
      icon={
        <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="5" y="10" width="14" height="10" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        </svg>
      }
      title={text.authTitle}
      body={text.authBody}
      loginLabel={text.login}
      signupLabel={text.signUp}
      next={paths.joinTeam.href()}
    />
  );
}
