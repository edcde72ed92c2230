import { HOME_MIN_LOADING_MS } from '@darsak/common';
import { useLocation, useNavigate } from 'react-router';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { HomePage } from '@/features/home/components/home-page';
import { useVerifiedQuery } from '@/features/home/hooks/use-verified-query';
import { OrderNotice } from '@/features/orders/components/order-notice';
import { readPlacedOrder } from '@/features/orders/order-notice-state';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { format, messages } from '@/lib/i18n';

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
            <OrderNotice
              {...placed}
              onDismiss={() => navigate(location.pathname + location.search, { replace: true, state: null })}
            />
          </div>
        )}
        <HomePage />
      </LoaderCover>
    </>
  );
}
