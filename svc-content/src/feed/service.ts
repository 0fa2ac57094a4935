import { Feed } from 'feed';
import type { PostView, SetupsView } from '@voltdesk/contracts';
import { sanitizeRichText } from '@voltdesk/service-kit/rich-text';
import { escapeHtml, excerpt } from '../shared/sanitize';

/** How many posts the feed carries: readers poll it, so the newest are enough. */
export const FEED_SIZE = 20;

export interface FeedSources {
  /** The newest active posts, newest first. */
  posts: (count: number) => Promise<PostView[]>;
  /** The public setup (site name, tagline, logo). */
  setup: () => Promise<SetupsView>;
}

/**
 * The RSS 2.0 feed of the blog: the newest active posts only, each with its link, publication date,
 * summary (its meta description, or the start of its text) and picture; built with `feed`, which formats
 * the XML.
 *
 * Feed readers render an item's title and description as HTML, and `feed` puts them in CDATA as they are:
 * so plain text (titles, meta descriptions, excerpts, whose entities are already decoded) is HTML-escaped
 * here, and the rich text goes through the same allowlist as when it was saved. Escaping also keeps `]]>`
 * out of the CDATA sections (`feed`'s XML writer splits only the first one).
 */
export class FeedService {
  constructor(private readonly deps: { sources: FeedSources; publicUrl: string }) {}

  async rss(): Promise<string> {
    const { sources, publicUrl } = this.deps;
    const [posts, setup] = await Promise.all([sources.posts(FEED_SIZE), sources.setup()]);
    const siteTitle = setup.websiteData?.title?.trim() || 'Blog';
    const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;
    const logo = setup.websiteLogo?.image;
    const feed = new Feed({
      title: `${siteTitle} blog`,
      description: setup.mainBanner?.description?.trim() || `News and advice from ${siteTitle}.`,
      id: `${publicUrl}/blogs`,
      link: `${publicUrl}/blogs`,
      language: 'en-GB',
      feedLinks: { rss: `${publicUrl}/rss.xml` },
      ...(logo ? { image: absolute(logo) } : {}),
      copyright: `© ${siteTitle}`,
      updated: posts[0] ? publishedAt(posts[0]) : undefined,
      generator: false,
    });
    for (const post of [...posts].sort((a, b) => publishedAt(b).getTime() - publishedAt(a).getTime())) {
      const link = `${publicUrl}/details/${encodeURIComponent(post.slug)}`;
      const picture = post.social_image || post.image;
      feed.addItem({
        title: escapeHtml(post.title),
        id: link,
        link,
        date: publishedAt(post),
        description: escapeHtml(post.meta_description || excerpt(post.description, 200)),
        content: sanitizeRichText(post.description),
        ...(picture ? { image: absolute(picture) } : {}),
      });
    }
    return feed.rss2();
  }
}

/** When readers saw the post appear: its publication time (a post from before publication times: written). */
function publishedAt(post: PostView): Date {
  const at = post.publish_at ?? post.written;
  return at ? new Date(at) : new Date(0);
}
