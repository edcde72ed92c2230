import { useParams } from 'react-router';
import { CategoryEditor } from '@/features/admin/catalogue/category-editor';

export function Component() {
  const { categoryId } = useParams();
  return <CategoryEditor key={categoryId} id={categoryId === 'new' ? undefined : Number(categoryId) || 0} />;
}
