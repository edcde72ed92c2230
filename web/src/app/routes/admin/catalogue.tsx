import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/** /admin/catalogue opens its first part, the courses. */
export function Component() {
  return <Navigate to={paths.adminCourses.href()} replace />;
}
