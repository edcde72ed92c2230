import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { readResetFlowState } from '@/features/auth/utils/reset-flow-state';
import { format, messages } from '@/lib/i18n';

export function Component() {
  const state = readResetFlowState(useLocation().state);
  if (!state) return <Navigate to={paths.login.href()} replace />;
  const text = messages.auth.resetPassword;
  return (
    <AuthLayout
      title={text.title}
      subtitle={format(text.subtitle, { email: state.email })}
      footer={
        <p>
          <Link to={paths.login.href()}>{messages.auth.forgotPassword.backToLogin}</Link>
        </p>
      }
    >
      <ResetPasswordForm email={state.email} notice={state.notice} />
    </AuthLayout>
  );
}
