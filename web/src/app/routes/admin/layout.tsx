import { AdminLayout } from '@/features/admin/components/admin-layout';

export function Component() {
  return <AdminLayout />;
}
