import { HOME_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
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
      <LoaderCover loading={loading}>
        <HomePage />
      </LoaderCover>
    </>
  );
}
