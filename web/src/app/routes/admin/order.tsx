import { useParams } from 'react-router';
import { OrderDetail } from '@/features/admin/components/order-detail';

export function Component() {
  const { reference = '' } = useParams();
  return <OrderDetail key={reference} reference={reference.toUpperCase()} />;
}
