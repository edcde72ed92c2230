import { ResetFlowScreen } from '@/features/auth/components/reset-flow-screen';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { messages } from '@/lib/i18n';

export function Component() {
  return <ResetFlowScreen text={messages.auth.verifyCode}>{(state) => <VerifyCodeForm email={state.email} />}</ResetFlowScreen>;
}
