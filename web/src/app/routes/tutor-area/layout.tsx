import { TutorAreaLayout } from '@/features/sessions/components/tutor-area-layout';

export function Component() {
  return <TutorAreaLayout />;
}
