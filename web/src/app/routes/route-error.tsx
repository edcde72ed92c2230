import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { SkipLink } from '@/components/layout/skip-link';
import { paths } from '@/config/paths';
import { format, messages } from '@/lib/i18n';
import './route-error.css';

/**
 * The router's error element: unknown routes (404) and unexpected errors. It replaces the
 * whole layout, so it brings its own minimal header and a clear way home.
 */
export function RouteError() {
  const t = messages.shell.error;
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;

  useEffect(() => {
    if (!response) console.error(error);
  }, [error, response]);

  return (
    <div className="route-error">
      <title>{format(messages.shell.documentTitle, { page: notFound ? t.notFound : t.title })}</title>
      <SkipLink />
      <header className="route-error__header">
        <div className="container">
          <Brand />
        </div>
      </header>
      <main id="main" className="route-error__main container" tabIndex={-1}>
        <div className="route-error__card card">
          <p className="route-error__code" aria-hidden="true">
            {notFound ? '404' : '!'}
          </p>
          <h1 className="route-error__title">{t.title}</h1>
          <p className="route-error__status">
            {notFound ? t.notFound : response ? format(t.statusLine, { status: response.status, statusText: response.statusText }) : null}
          </p>
          <p className="route-error__hint">{notFound ? t.notFoundHint : t.genericHint}</p>
          <div className="route-error__actions">
            <Link to={paths.home.href()} className="btn btn-primary">
              {t.backHome}
            </Link>
            {!notFound && (
              <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
                {t.tryAgain}
              </button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
