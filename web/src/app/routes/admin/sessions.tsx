import { SessionsScreen } from '@/features/admin/components/sessions-screen';

export function Component() {
  return <SessionsScreen />;
}
