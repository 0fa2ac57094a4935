/** What the site's record pages read of a record to tell whether visitors see it. */
export interface Publishable {
  status?: number;
  publication?: 'draft' | 'published';
  publish_at?: string | null;
}

/**
 * Why visitors do not see this record, or null when they do. svc-content answers such a record only to an
 * admin's token (its preview), so the page shows it as a preview: with this reason and out of search
 * engines.
 */
export function hiddenBecause(record: Publishable | undefined, now: Date = new Date()): string | null {
  if (!record) return null;
  if (record.status !== undefined && record.status !== 1) return 'It is inactive.';
  if (record.publication === 'draft') return 'It is a draft.';
  if (record.publish_at && new Date(record.publish_at) > now) {
    const when = new Date(record.publish_at).toLocaleString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    return `It is scheduled for ${when}.`;
  }
  return null;
}

/** The banner over a preview: only admins see this page as it will look. */
export function PreviewNotice({ reason }: { reason: string }) {
  return (
    <div className="vs-preview-notice" role="status">
      <strong>Preview.</strong> {reason} Only admins see this page; visitors get “page not found”.
    </div>
  );
}
