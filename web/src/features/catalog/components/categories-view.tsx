import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '@/components/icons/search-icon';
import { paths } from '@/config/paths';
import { coursesIn, useCatalogue } from '@/data/catalogue';
import { format, messages } from '@/lib/i18n';
import { searchCategories } from '../filter-courses';
import './catalog.css';

/** 'Our Courses': the categories, filtered by name (SPEC section 2). */
export function CategoriesView() {
  const t = messages.catalog.categories;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { catalogue } = useCatalogue();
  const shown = searchCategories(catalogue?.categories ?? [], query);

  return (
    <>
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <header className="catalog-hero">
        <div className="container">
          <h1 className="catalog-hero__title">{t.title}</h1>
          <p className="catalog-hero__intro">{t.intro}</p>
        </div>
      </header>

      <div className="container catalog-body">
        <div className="catalog-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t.searchLabel}
          </label>
          <SearchIcon className="catalog-search__icon" />
          <input
            id={searchId}
            type="search"
            className="input catalog-search__input"
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>

        <div role="status">
          {shown.length === 0 && (
            <div className="catalog-empty card">
              <p>{t.noResults}</p>
            </div>
          )}
        </div>

        {shown.length > 0 && (
          <ul className="category-grid">
            {shown.map((category) => (
              <li key={category.id} className="card category-card">
                <img className="category-card__image" src={category.image} alt="" width={640} height={360} decoding="async" />
                <div className="category-card__body">
                  <h2 className="category-card__name">{category.name}</h2>
                  <p className="category-card__count">{format(t.courseCount, { count: coursesIn(catalogue, category.id).length })}</p>
                  <p className="category-card__description">{category.description}</p>
                  <Link to={paths.courses.href(category.id)} className="btn btn-primary category-card__link">
                    {t.viewCourses}
                    <span className="visually-hidden">: {category.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
