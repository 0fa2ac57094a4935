import { CUSTOMER_DOCUMENT_MESSAGES } from '@voltdesk/contracts';
import { NOT_FOUND_TITLE } from './not-found';

/**
 * A customer link that is dead (tampered, expired, revoked, unknown) or was never one: the site's
 * not-found page, with what to do about it. The document and portal pages draw it; the server answers
 * it with HTTP 404.
 */
export function DeadLink() {
  return (
    <div className="vs-container vs-section vs-not-found">
      <h1 className="vs-page-title">{NOT_FOUND_TITLE}</h1>
      <p>{CUSTOMER_DOCUMENT_MESSAGES.notFound}</p>
    </div>
  );
}
