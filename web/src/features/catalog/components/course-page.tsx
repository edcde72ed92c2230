import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { categoryOf, useCatalogue } from '@/data/catalogue';
import type { Course } from '@/data/types';
import { format, formatPrice, messages } from '@/lib/i18n';
import { CourseCard } from './course-card';
import { ShareButton } from './share-button';
import './catalog.css';

type Props = {
  categoryId: number;
  courseId: number;
  isInCart: (id: number) => boolean;
  onAddToCart: (course: Course) => void;
  toolbarEnd?: ReactNode;
};

/** /courses/{categoryId}/{courseId}: one course, everything its card shows, and a Share button. */
export function CoursePage({ categoryId, courseId, isInCart, onAddToCart, toolbarEnd }: Props) {
  const t = messages.coursePage;
  const { catalogue } = useCatalogue();
  // An archived course is no longer in the catalogue: its page shows the not-found screen.
  const source = catalogue?.courses.find((c) => c.id === courseId && c.categoryId === categoryId);
  const category = categoryOf(catalogue, categoryId);
  if (!source || !category) {
    return (
      <section className="container course-page course-page--missing">
        <title>{format(messages.shell.documentTitle, { page: t.notFoundTitle })}</title>
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundText}</p>
        <Link className="btn btn-primary" to={category ? paths.courses.href(category.id) : paths.categories.href()}>
          {t.backToCourses}
        </Link>
      </section>
    );
  }
  const course = source;
  return (
    <div className="container course-page">
      <title>{format(messages.shell.documentTitle, { page: course.title })}</title>
      <div className="course-page__bar">
        <Link to={paths.courses.href(category.id)}>{format(t.backToCategory, { category: category.name })}</Link>
        <div className="course-page__tools">
          <ShareButton
            title={course.title}
            text={format(t.shareText, { title: course.title, code: course.code, price: formatPrice(course.price) })}
            path={paths.course.href(categoryId, courseId)}
          />
          {toolbarEnd}
        </div>
      </div>
      {/* The card carries the page's one h1: the title is not repeated above it. */}
      <CourseCard course={source} inCart={isInCart(source.id)} onAddToCart={onAddToCart} standalone />
    </div>
  );
}
