import { useParams } from 'react-router';
import { OrderPage } from '@/features/orders/components/order-page';
import { QueryProvider } from '@/lib/query';

export function Component() {
  const { reference = '' } = useParams();
  return (
    <QueryProvider>
      <OrderPage key={reference} reference={reference} />
    </QueryProvider>
  );
}
