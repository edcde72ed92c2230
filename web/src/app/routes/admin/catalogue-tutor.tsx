import { useParams } from 'react-router';
import { TutorEditor } from '@/features/admin/catalogue/tutor-editor';
import { TutorCard } from '@/features/tutors/components/tutor-card';

/** A tutor's form (/admin/catalogue/tutors/new and /{id}) with the public tutor card as its preview. */
export function Component() {
  const { tutorId } = useParams();
  return (
    <TutorEditor
      key={tutorId}
      id={tutorId === 'new' ? undefined : Number(tutorId) || 0}
      renderPreview={(tutor) => <TutorCard tutor={tutor} />}
    />
  );
}
