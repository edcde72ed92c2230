import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.login;
  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <p>
          {text.noAccount} <Link to={paths.signup.href()}>{text.signUpLink}</Link>
        </p>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
