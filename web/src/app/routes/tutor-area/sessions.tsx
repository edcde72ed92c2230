import { TutorSessionsScreen } from '@/features/sessions/components/tutor-sessions';

export function Component() {
  return <TutorSessionsScreen />;
}
