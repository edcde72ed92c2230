import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { PageLoader } from '@/components/page-loader/page-loader';
import { CategoriesView } from '@/features/catalog/components/categories-view';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';

export function Component() {
  const loading = useMinimumDelay(LIST_MIN_LOADING_MS);
  return loading ? <PageLoader /> : <CategoriesView />;
}
