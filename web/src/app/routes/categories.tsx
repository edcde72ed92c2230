import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { useCatalogue } from '@/data/catalogue';
import { CategoriesView } from '@/features/catalog/components/categories-view';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

export function Component() {
  const { settled } = useCatalogue();
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS, settled);
  return (
    <LoaderCover loading={loading} ready={settled}>
      <CategoriesView />
    </LoaderCover>
  );
}
