import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Course } from '@/data/types';
import { messages } from '@/lib/i18n';
import { useOwnedCourses } from '@/lib/my-courses';

type Props = { course: Course; inCart: boolean; onAddToCart: (course: Course) => void };

/**
 * The card's main action (issue 21): 'Open course' once the student owns the course (a paid order
 * holds it), which takes her to it in My courses; otherwise 'Add to Cart', or 'In cart'.
 */
export function CourseCardAction({ course, inCart, onAddToCart }: Props) {
  const t = messages.catalog.card;
  const owns = useOwnedCourses();
  if (owns(course.id)) {
    return (
      <Link to={`${paths.myCourses.href()}#my-course-${course.id}`} className="btn btn-primary course-card__open">
        {t.openCourse}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`btn ${inCart ? 'btn-secondary course-card__in-cart' : 'btn-primary'}`}
      aria-disabled={inCart}
      onClick={() => {
        if (!inCart) onAddToCart(course);
      }}
    >
      {inCart ? (
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t.inCart}
        </>
      ) : (
        t.addToCart
      )}
    </button>
  );
}
