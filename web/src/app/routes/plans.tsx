import { PlansSection } from '@/features/home/components/plans-section';
import { PlanOrders } from '@/features/orders/components/plan-order-button';
import { PageHeader } from '@/features/pages/components/page-header';
import { PlansCta } from '@/features/pages/components/plans-cta';
import { messages } from '@/lib/i18n';

/** /plans: the three plans with their features, each orderable (decision 077), and a way to ask which one fits. */
export function Component() {
  const t = messages.pages.plans;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <PlansSection />
      {/* Ordering stays out of the home page's plans (its first-screen budget): a row of its own here. */}
      <PlanOrders />
      <PlansCta />
    </>
  );
}
