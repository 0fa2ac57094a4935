import { matchPublicPage, type PublicRecordKind } from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';

/** Whether an active record of a kind has this slug: resolves when it has, rejects with a 404 when not. */
export type RecordCheck = (slug: string) => Promise<unknown>;

/**
 * Does the public site have a page at a path? A route of the shared public page list, and for a page of
 * one record an active record (the same cached read the page itself makes next). The gateway and the web
 * server ask before answering a browser's document request, so an unknown page is an HTTP 404
 * (docs/decisions/0009-http-404-for-unknown-pages.md).
 */
export class PublicPageService {
  constructor(private readonly records: Record<PublicRecordKind, RecordCheck>) {}

  /** @throws NotFoundError when the site has no page there. */
  async check(path: string): Promise<void> {
    const match = matchPublicPage(path);
    if (!match) throw new NotFoundError('Page not found.');
    if (match.slug !== undefined) await this.records[match.page.slugOf](match.slug);
  }
}
