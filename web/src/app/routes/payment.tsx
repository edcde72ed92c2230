import { useNavigate } from 'react-router';
import { PaymentMethods } from '@/components/payment-methods/payment-methods';
import { paths } from '@/config/paths';
import { PaymentSummary } from '@/features/cart/components/payment-summary';
import { createOrder } from '@/features/orders/api/create-order';
import type { PlacedOrderState } from '@/features/orders/order-notice-state';

export function Component() {
  const navigate = useNavigate();
  return (
    <PaymentSummary
      placeOrder={createOrder}
      onPlaced={(order, chatOpened) => {
        const state: PlacedOrderState = { placedOrder: order, chatOpened };
        navigate(paths.home.href(), { state });
      }}
      aside={<PaymentMethods />}
    />
  );
}
