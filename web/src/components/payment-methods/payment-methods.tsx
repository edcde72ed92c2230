import { useId } from 'react';
import type { PaymentMethod } from '@darsak/common';
import { business } from '@/config/business';
import { format, messages } from '@/lib/i18n';
import './payment-methods.css';

type PaymentMethodsProps = {
  /** The order's reference to quote; before an order exists the text asks for "your reference". */
  reference?: string;
  /** The order's total with 2 decimals. */
  total?: string;
  /** The order's own methods (GET /api/orders/{reference} fills the reference in); else the settings'. */
  methods?: PaymentMethod[];
};

/** How to pay: the operator's payment methods (business settings), each quoting the order reference. */
export function PaymentMethods({ reference, total, methods = business.paymentMethods }: PaymentMethodsProps) {
  const t = messages.orders.howToPay;
  const titleId = useId();
  return (
    <section className="card payment-methods" aria-labelledby={titleId}>
      <h2 id={titleId} className="payment-methods__title">
        {t.title}
      </h2>
      <p className="payment-methods__intro">
        {reference && total ? format(t.intro, { total: format(messages.orders.amount, { total }) }) : t.introNoOrder}
      </p>
      <ul className="payment-methods__list">
        {methods.map((method) => (
          <li key={method.id} className="payment-methods__item">
            <h3 className="payment-methods__name">{method.name}</h3>
            {/* The operator writes {reference} where the order's reference goes; before the order exists, its pattern. */}
            <p>{method.instructions.replaceAll('{reference}', reference ?? t.yourReference)}</p>
            {method.account && (
              <p className="payment-methods__account">{format(t.account, { account: method.account })}</p>
            )}
            {/* Each method quotes the reference: said here when the operator's text does not. */}
            {reference && !method.instructions.replaceAll('{reference}', reference).includes(reference) && (
              <p className="payment-methods__quote">{format(t.quote, { reference })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
