import { AuditScreen } from '@/features/admin/components/audit-screen';

export function Component() {
  return <AuditScreen />;
}
