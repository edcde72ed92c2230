import { useId, useState } from 'react';
import { plans } from '@/data/plans';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import './orders.css';

/**
 * /plans: orders a plan like a course (decision 077): POST /api/orders {plan_id}, priced by the
 * server, then the order's page with how to pay it.
 */
export function PlanOrderButton({ plan }: { plan: { id: number; name: string; featured: boolean } }) {
  const t = messages.orders.plan;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const order = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const created = await call('POST /api/orders', { body: { plan_id: plan.id } }, { csrf: true });
      await navigate(paths.order.href(created.reference));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`btn ${plan.featured ? 'btn-primary' : 'btn-secondary'} plan__cta`}
        disabled={busy}
        onClick={() => void order()}
      >
        {busy ? t.placing : format(t.order, { name: plan.name })}
      </button>
      {failed && <p role="alert">{t.failed}</p>}
    </>
  );
}

/** The three plans' order buttons, in the plans' order. */
export function PlanOrders() {
  const id = useId();
  return (
    <section className="container plan-orders" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {messages.orders.plan.heading}
      </h2>
      <ul className="plan-orders__list">
        {plans().map((plan) => (
          <li key={plan.id}>
            <PlanOrderButton plan={{ id: plan.id, name: plan.name, featured: plan.type === 'Most Popular' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
