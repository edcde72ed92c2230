import { TutorsScreen } from '@/features/admin/catalogue/tutors-screen';

export function Component() {
  return <TutorsScreen />;
}
