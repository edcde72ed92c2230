import { SignInRequired } from '@/components/sign-in-required/sign-in-required';
import { messages } from '@/lib/i18n';

/** /profile when nobody is signed in. */
export function ProfileSignedOut() {
  const text = messages.profile;
  return (
    <SignInRequired
      icon={
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
        </svg>
      }
      title={text.signedOut}
      body={text.signedOutHint}
      loginLabel={text.login}
      signupLabel={text.register}
      homeLabel={text.backHome}
    />
  );
}
