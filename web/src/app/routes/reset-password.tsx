import { ResetFlowScreen } from '@/features/auth/components/reset-flow-screen';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { messages } from '@/lib/i18n';

export function Component() {
  return (
    <ResetFlowScreen text={messages.auth.resetPassword}>
      {(state) => <ResetPasswordForm email={state.email} notice={state.notice} />}
    </ResetFlowScreen>
  );
}
