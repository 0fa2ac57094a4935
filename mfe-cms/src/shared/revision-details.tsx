import { formatDateTime } from '@voltdesk/app-core';
import type { RevisionView } from '@voltdesk/contracts';

/** The snapshot's fields a person reads to tell revisions apart; the rest (ids, image URLs) are left out. */
const SHOWN = [
  ['title', 'Title'],
  ['name', 'Name'],
  ['sort_description', 'Short description'],
  ['banner_title', 'Banner title'],
  ['seo_title', 'SEO title'],
  ['publication', 'Publication'],
] as const;

const textOf = (html: unknown) =>
  typeof html === 'string' ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';

/** What one save held, as View shows it: its texts, the description as plain text. */
export function RevisionDetails({ revision }: { revision: RevisionView }) {
  return (
    <dl aria-label={`Revision of ${formatDateTime(revision.at)}`} className="cms-revision">
      {SHOWN.filter(([field]) => typeof revision.snapshot[field] === 'string').map(([field, name]) => (
        <div key={field}>
          <dt>{name}</dt>
          <dd>{String(revision.snapshot[field]) || '—'}</dd>
        </div>
      ))}
      {typeof revision.snapshot.description === 'string' ? (
        <div>
          <dt>Description</dt>
          <dd>{textOf(revision.snapshot.description)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
