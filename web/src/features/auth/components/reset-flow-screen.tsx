import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatNodes, Isolate } from '@/lib/i18n-nodes';
import { readResetFlowState, type ResetFlowState } from '../utils/reset-flow-state';
import { AuthLayout } from './auth-layout';
import { BackToLogin } from './auth-footers';

export type ResetFlowScreenProps = {
  /** The screen's title and its subtitle with an {email} placeholder. */
  text: { title: string; subtitle: string };
  children: (state: ResetFlowState) => ReactNode;
};

/** /verify-code and /reset-password: need the reset-flow router state, else go back to /login. */
export function ResetFlowScreen({ text, children }: ResetFlowScreenProps) {
  const state = readResetFlowState(useLocation().state);
  if (!state) return <Navigate to={paths.login.href()} replace />;
  return (
    <AuthLayout
      title={text.title}
      subtitle={formatNodes(text.subtitle, { email: <Isolate>{state.email}</Isolate> })}
      footer={<BackToLogin />}
    >
      {children(state)}
    </AuthLayout>
  );
}
