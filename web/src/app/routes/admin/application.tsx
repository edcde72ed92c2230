import { useParams } from 'react-router';
import { ApplicationDetail } from '@/features/admin/components/application-detail';

export function Component() {
  const { applicationId = '' } = useParams();
  return <ApplicationDetail key={applicationId} id={applicationId} />;
}
