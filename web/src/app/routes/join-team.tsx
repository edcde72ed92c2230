import { LIST_MIN_LOADING_MS } from '@darsak/common';
import { AlertProvider } from '@/components/alert/alert-provider';
import { LoaderCover } from '@/components/loader-cover/loader-cover';
import { PageLoader } from '@/components/page-loader/page-loader';
import { AuthRequired } from '@/features/join-team/components/auth-required';
import { JoinTeamForm } from '@/features/join-team/components/join-team-form';
import { useMinimumDelay } from '@/hooks/use-minimum-delay';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';

export function Component() {
  const { user, loading } = useAuth();
  const waiting = useMinimumDelay(LIST_MIN_LOADING_MS, !loading);
  if (user === undefined) return <PageLoader />;
  return (
    <LoaderCover loading={waiting}>
      <AlertProvider>
        <title>{format(messages.shell.documentTitle, { page: messages.joinTeam.title })}</title>
        <div className="page container join-page">
          {user ? (
            <>
              <h1 className="page-title">{messages.joinTeam.title}</h1>
              <p className="join-page__intro">{messages.joinTeam.intro}</p>
              <JoinTeamForm user={user} />
            </>
          ) : (
            <AuthRequired />
          )}
        </div>
      </AlertProvider>
    </LoaderCover>
  );
}
