import { AlertProvider } from '@/components/alert/alert-provider';
import { PageLoader } from '@/components/page-loader/page-loader';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileSignedOut } from '@/features/profile/components/profile-signed-out';
import { MyOrders } from '@/features/orders/components/my-orders';
import { MyBookings } from '@/features/sessions/components/my-bookings';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query';

export function Component() {
  const { user } = useAuth();
  if (user === undefined) return <PageLoader />;
  return (
    <AlertProvider>
      <title>{format(messages.shell.documentTitle, { page: messages.profile.title })}</title>
      <div className="page container profile-page">
        {user ? (
          <>
            <h1 className="page-title">{messages.profile.title}</h1>
            <ProfileCard user={user} />
            <QueryProvider>
              <MyOrders userId={user.id} />
              <MyBookings userId={user.id} />
            </QueryProvider>
          </>
        ) : (
          <ProfileSignedOut />
        )}
      </div>
    </AlertProvider>
  );
}
