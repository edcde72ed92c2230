import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '@/components/icons/search-icon';
import { Modal } from '@/components/modal/modal';
import { categoryOf, useCatalogue } from '@/data/catalogue';
import type { Course } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { searchCourses } from '../search-courses';
import './course-search.css';

/**
 * Course search (SPEC section 2): matches open the 'Search Results' overlay and clear the
 * box; zero matches show 'No results found'; blank queries are ignored.
 */
export function CourseSearch() {
  const t = messages.home.search;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; courses: Course[] } | null>(null);
  const [noResults, setNoResults] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const { catalogue } = useCatalogue('lean');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const matches = searchCourses(catalogue?.courses ?? [], query);
    if (matches === null) return;
    if (matches.length === 0) {
      setNoResults(true);
      return;
    }
    setNoResults(false);
    setResults({ query: query.trim(), courses: matches });
    setQuery('');
  };

  const count = results?.courses.length ?? 0;

  return (
    <section className="course-search" aria-labelledby={`${inputId}-heading`}>
      <div className="container">
        <div className="course-search__card card">
          <h2 id={`${inputId}-heading`} className="course-search__heading">
            {t.heading}
          </h2>
          <form role="search" className="course-search__form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t.label}
            </label>
            <div className="course-search__field">
              <SearchIcon className="course-search__icon" />
              <input
                id={inputId}
                type="search"
                className="input course-search__input"
                placeholder={t.placeholder}
                aria-describedby={hintId}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setNoResults(false);
                }}
              />
            </div>
            <button type="submit" className="btn btn-primary course-search__submit">
              {t.submit}
            </button>
          </form>
          <p id={hintId} className="course-search__hint">
            {t.hint}
          </p>
          <p className="course-search__status" role="status">
            {noResults ? t.noResults : ''}
          </p>
        </div>
      </div>

      <Modal open={results !== null} onClose={() => setResults(null)} labelledBy={titleId} className="search-results">
        <div className="search-results__header">
          <h2 id={titleId} className="search-results__title">
            {t.resultsTitle}
          </h2>
          <button type="button" className="btn btn-ghost search-results__close" aria-label={t.close} onClick={() => setResults(null)}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="search-results__count">{format(t.resultsCount, { count, query: results?.query ?? '' })}</p>
        <ul className="search-results__list">
          {results?.courses.map((course) => (
            <li key={course.id} className="search-result">
              <img className="search-result__image" src={course.image} alt="" width={96} height={54} />
              <div className="search-result__body">
                <span className="search-result__code">
                  {course.code} · {categoryOf(catalogue, course.categoryId)?.name}
                </span>
                <span className="search-result__title">{course.title}</span>
                <span className="search-result__meta">
                  {format(t.courseMeta, {
                    subject: messages.content.subjects[course.subject] ?? course.subject,
                    sem: course.sem,
                    credits: course.credits,
                  })}
                </span>
              </div>
              <Link to={course.link} className="btn btn-secondary search-result__link">
                {t.viewCourse}
                <span className="visually-hidden">: {course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
