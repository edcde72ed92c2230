import { HOME_MIN_LOADING_MS } from '@darsak/common';
import { PageLoader } from '@/components/page-loader/page-loader';
import { HomePage } from '@/features/home/components/home-page';
import { useVerifiedQuery } from '@/features/home/hooks/use-verified-query';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { format, messages } from '@/lib/i18n';

export function Component() {
  const loading = useMinimumDelay(HOME_MIN_LOADING_MS);
  useVerifiedQuery();
  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: messages.shell.nav.home })}</title>
      {loading ? <PageLoader /> : <HomePage />}
    </>
  );
}
