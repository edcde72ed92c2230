import { Link } from 'react-router';
import { AlertProvider } from '@/components/alert/alert-provider';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.forgotPassword;
  return (
    <AlertProvider>
      <AuthLayout
        title={text.title}
        subtitle={text.subtitle}
        footer={
          <p>
            <Link to={paths.login.href()}>{text.backToLogin}</Link>
          </p>
        }
      >
        <ForgotPasswordForm />
      </AuthLayout>
    </AlertProvider>
  );
}
