import { ReportsScreen } from '@/features/admin/components/reports-screen';

export function Component() {
  return <ReportsScreen />;
}
