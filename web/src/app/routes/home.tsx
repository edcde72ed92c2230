import { HOME_MIN_LOADING_MS } from '@darsak/common';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { HomePage } from '@/features/home/components/home-page';
import { useVerifiedQuery } from '@/features/home/hooks/use-verified-query';
import { readPlacedOrder } from '@/features/orders/order-notice-state';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { format, messages, withAreas } from '@/lib/i18n';

/** Shown only after Confirm Payment: its code and the orders texts stay off the first screen. */
const OrderNotice = lazy(
  withAreas(['orders'], () => import('@/features/orders/components/order-notice').then((m) => ({ default: m.OrderNotice }))),
);

export function Component() {
  const loading = useMinimumDelay(HOME_MIN_LOADING_MS);
  useVerifiedQuery();
  const location = useLocation();
  const navigate = useNavigate();
  // Set by Confirm Payment; dismissing drops it from this history entry.
  const placed = readPlacedOrder(location.state);
  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: messages.shell.nav.home })}</title>
      <LoaderCover loading={loading}>
        {placed && (
          <div className="container">
            <Suspense fallback={null}>
              <OrderNotice {...placed} onDismiss={() => navigate(location.pathname + location.search, { replace: true, state: null })} />
            </Suspense>
          </div>
        )}
        <HomePage />
      </LoaderCover>
    </>
  );
}
