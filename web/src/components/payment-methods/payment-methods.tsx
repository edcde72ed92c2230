import { Fragment, useId, type ReactNode } from 'react';
import type { PaymentMethod } from '@darsak/common';
import { business } from '@/config/business';
import { formatPrice, localized, messages } from '@/lib/i18n';
import { formatNodes } from '@/lib/i18n-nodes';
import { formatPhone } from '@/lib/phone';
import './payment-methods.css';

type PaymentMethodsProps = {
  /** The order's reference to quote; before an order exists the text asks for "your reference". */
  reference?: string;
  /** The order's total with 2 decimals. */
  total?: string;
  /**
   * The order's own methods (GET /api/orders/{reference} writes them in the page's language and
   * fills the reference in); else the settings', shown in the reader's language.
   */
  methods?: PaymentMethod[];
};

/**
 * The operator's text with each `token` (the order reference, "{reference}" for one not yet
 * drawn) isolated in <bdi>, so a Latin reference keeps its place inside Arabic text.
 */
function withIsolated(text: string, token: string, shown: string): ReactNode {
  const parts = text.split(token);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <bdi className="payment-methods__token">{shown}</bdi>}
      {part}
    </Fragment>
  ));
}

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
        {reference && total
          ? formatNodes(t.intro, { total: <bdi>{formatPrice(total, 'total')}</bdi> })
          : formatNodes(t.introNoOrder, { reference: <bdi className="payment-methods__token">{t.yourReference}</bdi> })}
      </p>
      <ul className="payment-methods__list">
        {methods.map((method) => {
          const instructions = localized(method.instructions);
          // The operator writes {reference} where the order's reference goes; before the order exists, its pattern.
          const quoted = instructions.includes('{reference}') || (!!reference && instructions.includes(reference));
          // Phone numbers in it are written the one way (lib/phone.ts): '+961 70 123 456'.
          const account = method.account === undefined ? '' : localized(method.account).replace(/\+\d{7,15}\b/g, formatPhone);
          return (
            <li key={method.id} className="payment-methods__item">
              <h3 className="payment-methods__name">{localized(method.name)}</h3>
              <p>
                {instructions.includes('{reference}')
                  ? withIsolated(instructions, '{reference}', reference ?? t.yourReference)
                  : reference
                    ? withIsolated(instructions, reference, reference)
                    : instructions}
              </p>
              {account && <p className="payment-methods__account">{formatNodes(t.account, { account: <bdi>{account}</bdi> })}</p>}
              {/* Each method quotes the reference: said here when the operator's text does not. */}
              {reference && !quoted && (
                <p className="payment-methods__quote">{formatNodes(t.quote, { reference: <bdi>{reference}</bdi> })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
