import { SystemScreen } from '@/features/admin/components/system-screen';

export function Component() {
  return <SystemScreen />;
}
