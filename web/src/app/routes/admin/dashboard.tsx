import { Dashboard } from '@/features/admin/components/dashboard';

export function Component() {
  return <Dashboard />;
}
