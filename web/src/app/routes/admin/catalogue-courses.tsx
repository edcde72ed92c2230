import { CoursesScreen } from '@/features/admin/catalogue/courses-screen';

export function Component() {
  return <CoursesScreen />;
}
