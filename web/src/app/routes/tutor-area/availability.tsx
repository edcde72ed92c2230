import { TutorAvailabilityScreen } from '@/features/sessions/components/tutor-availability';

export function Component() {
  return <TutorAvailabilityScreen />;
}
