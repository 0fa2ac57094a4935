import { Feed } from 'feed';
import type { PostView, SetupsView } from '@voltdesk/contracts';
import { excerpt } from '../shared/sanitize';

/** How many posts the feed carries: readers poll it, so the newest are enough. */
export const FEED_SIZE = 20;

export interface FeedSources {
  /** The newest active posts, newest first. */
  posts: (count: number) => Promise<PostView[]>;
  /** The public setup (site name, tagline, logo). */
  setup: () => Promise<SetupsView>;
}

/**
 * The RSS 2.0 feed of the blog (issue 17 item 4): the newest active posts only, each with its link,
 * date, summary (its meta description, or the start of its text) and picture; built with `feed`, which
 * escapes and formats the XML.
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
      updated: posts[0]?.written ? new Date(posts[0].written) : undefined,
      generator: false,
    });
    for (const post of posts) {
      const link = `${publicUrl}/details/${encodeURIComponent(post.slug)}`;
      const picture = post.social_image || post.image;
      feed.addItem({
        title: post.title,
        id: link,
        link,
        date: post.written ? new Date(post.written) : new Date(0),
        description: post.meta_description || excerpt(post.description, 200),
        content: post.description,
        ...(picture ? { image: absolute(picture) } : {}),
      });
    }
    return feed.rss2();
  }
}
