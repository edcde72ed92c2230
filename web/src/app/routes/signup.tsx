import { paths } from '@/config/paths';
import { AccountSwitch } from '@/features/auth/components/auth-footers';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.signup;
  return (
    <AuthLayout
      title={text.title}
      documentTitle={text.documentTitle}
      subtitle={text.subtitle}
      footer={<AccountSwitch prompt={text.haveAccount} linkText={text.loginLink} to={paths.login.href()} />}
    >
      <SignupForm />
    </AuthLayout>
  );
}
