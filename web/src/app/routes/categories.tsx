import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { CategoriesView } from '@/features/catalog/components/categories-view';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

export function Component() {
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS);
  return (
    <LoaderCover loading={loading}>
      <CategoriesView />
    </LoaderCover>
  );
}
