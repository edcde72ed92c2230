import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { readResetFlowState } from '@/features/auth/utils/reset-flow-state';
import { format, messages } from '@/lib/i18n';

export function Component() {
  const state = readResetFlowState(useLocation().state);
  if (!state) return <Navigate to={paths.login.href()} replace />;
  const text = messages.auth.verifyCode;
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
      <VerifyCodeForm email={state.email} />
    </AuthLayout>
  );
}
