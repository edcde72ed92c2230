import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { categoryOf, coursesIn, useCatalogue } from '@/data/catalogue';
import type { Course } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { filterCourses, filtersQuery, readFilters } from '../filter-courses';
import { CourseCard } from './course-card';
import { CourseFilters } from './course-filters';
import './catalog.css';

type Props = {
  categoryId: number;
  /** Controls shown at the end of the toolbar (the cart toggle). */
  toolbarEnd?: ReactNode;
  isInCart: (courseId: number) => boolean;
  onAddToCart: (course: Course) => void;
};

/** The courses of one category with subject and semester filters (SPEC section 2). */
export function CoursesView({ categoryId, toolbarEnd, isInCart, onAddToCart }: Props) {
  const t = messages.catalog.courses;
  // The filters live in the address: Back, a reload or a shared link keeps them (issue 21).
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, categoryId);
  // The filters as last asked for: a second change made before the address's new value has
  // rendered (both dropdowns set in quick succession) builds on the first instead of undoing it.
  const asked = useRef(filters);
  const query = params.toString();
  useLayoutEffect(() => {
    asked.current = readFilters(new URLSearchParams(query), categoryId);
  }, [query, categoryId]);
  const changeFilters = (change: Partial<typeof filters>) => {
    asked.current = { ...asked.current, ...change };
    setParams(filtersQuery(asked.current), { replace: true, preventScrollReset: true });
  };
  const { catalogue } = useCatalogue();
  const category = categoryOf(catalogue, categoryId);
  const shown = filterCourses(coursesIn(catalogue, categoryId), filters);
  const title = category ? format(t.title, { name: category.name }) : t.unknownCategory;
  const { hash } = useLocation();

  // A link to one course (/courses/1#course-3) brings its card into view once the list shows.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: title })}</title>
      <header className="catalog-hero">
        <div className="container">
          <nav aria-label={messages.catalog.breadcrumb}>
            <Link to={paths.categories.href()} className="catalog-hero__back">
              <span aria-hidden="true" className="catalog-hero__back-arrow">
                ←
              </span>
              {t.backToCategories}
            </Link>
          </nav>
          <h1 className="catalog-hero__title">{title}</h1>
          {category ? (
            <p className="catalog-hero__intro">{category.description}</p>
          ) : (
            <p className="catalog-hero__intro">{t.unknownHint}</p>
          )}
        </div>
      </header>

      <div className="container catalog-body">
        <div className="catalog-toolbar">
          {category && <CourseFilters categoryId={category.id} value={filters} onChange={changeFilters} />}
          <div className="catalog-toolbar__end">{toolbarEnd}</div>
        </div>

        <div role="status">
          {shown.length === 0 ? (
            <div className="catalog-empty card">
              <p>{t.empty}</p>
            </div>
          ) : (
            <p className="catalog-count">{format(t.resultCount, { count: shown.length })}</p>
          )}
        </div>

        {shown.length > 0 && (
          <ul className="course-grid">
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} inCart={isInCart(course.id)} onAddToCart={onAddToCart} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
