import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.signup;
  return (
    <AuthLayout
      title={text.title}
      subtitle={text.subtitle}
      footer={
        <p>
          {text.haveAccount} <Link to={paths.login.href()}>{text.loginLink}</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
