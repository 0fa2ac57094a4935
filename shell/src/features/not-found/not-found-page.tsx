import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import './not-found.css';

export const NOT_FOUND_TEXT = 'Sorry, the page you are looking for cannot be found.';

/**
 * 404 (spec section 2), headed like every page (its <h1>). `embedded` renders it inside
 * the admin layout. The gateway and the web server send the document of an unknown page with HTTP 404.
 */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  useDocumentTitle('Page not found');
  // Inside the admin layout the page already has its <main>.
  const Root = embedded ? 'div' : 'main';
  return (
    <Root className={`vd-404${embedded ? ' vd-404--embedded' : ''}`}>
      <div className="vd-404__code" aria-hidden="true">
        404
      </div>
      <h1 className="vd-404__title">Page not found</h1>
      <p className="vd-404__text">{NOT_FOUND_TEXT}</p>
      <Link to={embedded ? '/admin' : '/'} className="vd-404__link">
        {embedded ? 'Back to dashboard' : 'Back to home'}
      </Link>
    </Root>
  );
}
