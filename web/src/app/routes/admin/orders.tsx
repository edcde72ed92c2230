import { OrdersScreen } from '@/features/admin/components/orders-screen';

export function Component() {
  return <OrdersScreen />;
}
