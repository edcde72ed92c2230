import { StudentReviews } from '@/components/student-reviews/student-reviews';
import type { Course } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { ReviewCarousel } from './review-carousel';

type Props = { id: string; course: Course; hidden: boolean; onEdit: () => void };

/**
 * A card's reviews once opened (issue 21): the students' own written reviews first (verified
 * purchases first, newest first), then the catalogue's sample quotes, labelled as samples.
 */
export function CourseReviews({ id, course, hidden, onEdit }: Props) {
  return (
    <div id={id} className="course-reviews" hidden={hidden}>
      {!hidden && <StudentReviews type="course" subjectId={course.id} onEdit={onEdit} />}
      {course.reviews.length > 0 && <p className="course-reviews__samples">{messages.coursePage.studentReviews.samples}</p>}
      <ReviewCarousel
        id={`${id}-samples`}
        label={format(messages.catalog.card.reviewsOf, { title: course.title })}
        reviews={course.reviews}
      />
    </div>
  );
}
