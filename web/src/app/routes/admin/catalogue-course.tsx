import { useParams } from 'react-router';
import { CourseEditor } from '@/features/admin/catalogue/course-editor';
import { CourseCard } from '@/features/catalog/components/course-card';

/**
 * A course's form (/admin/catalogue/courses/new and /{id}). The preview is the public card
 * itself: the route composes the two features, which do not import each other.
 */
export function Component() {
  const { courseId } = useParams();
  return (
    <CourseEditor
      key={courseId}
      id={courseId === 'new' ? undefined : Number(courseId) || 0}
      renderPreview={(course) => <CourseCard course={course} inCart={false} onAddToCart={() => undefined} />}
    />
  );
}
