import { ApplicationsScreen } from '@/features/admin/components/applications-screen';

export function Component() {
  return <ApplicationsScreen />;
}
