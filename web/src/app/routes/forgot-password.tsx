import { AlertProvider } from '@/components/alert/alert-provider';
import { BackToLogin } from '@/features/auth/components/auth-footers';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { messages } from '@/lib/i18n';

export function Component() {
  const text = messages.auth.forgotPassword;
  return (
    <AlertProvider>
      <AuthLayout title={text.title} subtitle={text.subtitle} footer={<BackToLogin />}>
        <ForgotPasswordForm />
      </AuthLayout>
    </AlertProvider>
  );
}
