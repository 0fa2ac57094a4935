import { Link } from 'react-router-dom';

/** The shell's 404 wording (spec section 2), so a visitor reads the same words whoever draws the page. */
export const NOT_FOUND_TEXT = 'Sorry, the page you are looking for cannot be found.';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The 404 page of a record page whose slug is unknown or inactive: headed by its <h1>,
 * with a way on. The gateway and the web server send the document with HTTP 404 (decision 0009); this is
 * what the browser draws in the site's layout, instead of sending the visitor somewhere they did not ask
 * to go. The page's own `useSeo` titles it and keeps it out of search engines (`noindex`): a child's head
 * effects run before its parent's, so the parent's would win.
 */
export function NotFound({
  title = NOT_FOUND_TITLE,
  back = { to: '/', label: 'Back to home' },
}: {
  title?: string;
  back?: { to: string; label: string };
}) {
  return (
    <div className="vs-container vs-section vs-not-found">
      <h1 className="vs-page-title">{title}</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <p className="vs-actions">
        <Link to={back.to} className="vs-btn vs-btn--primary">
          {back.label}
        </Link>
      </p>
    </div>
  );
}
