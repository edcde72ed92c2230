import { useLocation, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@/config/paths';
import { AccountSwitch } from '@/features/auth/components/auth-footers';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.login;
  // 'Sign up' keeps where she was going (?next=): she returns there once verified.
  const next = safeNextPath(useSearchParams()[0].get('next')) ?? undefined;
  const verified = (useLocation().state as { verified?: boolean } | null)?.verified === true;
  return (
    <AuthLayout
      title={text.title}
      documentTitle={text.documentTitle}
      subtitle={text.subtitle}
      footer={<AccountSwitch prompt={text.noAccount} linkText={text.signUpLink} to={paths.signup.href(next)} />}
    >
      {/* Landing from the verification link (issue 21): said before the form. */}
      {verified && (
        <p className="auth-verified" role="status">
          <strong>{messages.auth.verifiedLanding.title}</strong> {messages.auth.verifiedLanding.signedOut}
        </p>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
