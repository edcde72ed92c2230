import { RatingsScreen } from '@/features/admin/components/ratings-screen';

export function Component() {
  return <RatingsScreen />;
}
