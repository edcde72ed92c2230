import { CategoriesScreen } from '@/features/admin/catalogue/categories-screen';

export function Component() {
  return <CategoriesScreen />;
}
