import { paths } from '@/config/paths';
import { AccountSwitch } from '@/features/auth/components/auth-footers';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.login;
  return (
    <AuthLayout
      title={text.title}
      documentTitle={text.documentTitle}
      subtitle={text.subtitle}
      footer={<AccountSwitch prompt={text.noAccount} linkText={text.signUpLink} to={paths.signup.href()} />}
    >
      <LoginForm />
    </AuthLayout>
  );
}
