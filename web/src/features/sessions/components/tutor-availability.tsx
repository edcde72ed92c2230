import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AvailabilityEditor } from '@/components/availability-editor/availability-editor';
import { ApiError } from '@/lib/api-client';
import { format, messages } from '@/lib/i18n';
import { sessionKeys, sessionsApi } from '@/lib/sessions-api';
import { TutorAreaHeading } from './tutor-area-layout';

/** /tutor/availability: the tutor's weekly hours, exceptions and lengths (PUT /api/tutor/availability). */
export function TutorAvailabilityScreen() {
  const t = messages.sessions.tutor;
  const client = useQueryClient();
  const query = useQuery({ queryKey: sessionKeys.tutorAvailability(), queryFn: sessionsApi.myAvailability });
  return (
    <>
      <TutorAreaHeading section="availability" />
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : query.isError ? (
        <div role="alert" className="my-bookings__failure">
          <p>{format(t.loadFailed, { message: query.error instanceof ApiError ? query.error.message : String(query.error) })}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <div className="card tutor-availability">
          <AvailabilityEditor
            value={query.data}
            onSave={async (input) => {
              const saved = await sessionsApi.saveMyAvailability(input);
              client.setQueryData(sessionKeys.tutorAvailability(), saved);
              return saved;
            }}
          />
        </div>
      )}
    </>
  );
}
