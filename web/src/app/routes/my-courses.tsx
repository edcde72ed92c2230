import { PageLoader } from '@/components/page-loader/page-loader';
import { MyCourses, MyCoursesSignedOut } from '@/features/enrolment/components/my-courses';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query';

/** /my-courses: the signed-in student's courses (issue 21). */
export function Component() {
  const { user } = useAuth();
  if (user === undefined) return <PageLoader />;
  const t = messages.orders.myCourses;
  return (
    <div className="page container my-courses">
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <h1 className="page-title">{t.title}</h1>
      {user ? (
        <>
          <p className="my-courses__intro">{t.intro}</p>
          <QueryProvider>
            <MyCourses userId={user.id} />
          </QueryProvider>
        </>
      ) : (
        <MyCoursesSignedOut />
      )}
    </div>
  );
}
