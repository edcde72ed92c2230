import { PaymentSummary } from '@/features/cart/components/payment-summary';

export function Component() {
  return <PaymentSummary />;
}
