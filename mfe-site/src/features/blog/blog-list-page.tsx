import { Link, useSearchParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { useSitePostsQuery, type PostSummary } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { MediaImage } from '../../shared/media-image';
import { THIRD_SIZES } from '../../shared/image-sources';
import { EmptyState, LoadError, PageLoading } from '../../shared/states';
import { excerpt, formatWritten } from '../../shared/text';
import { Icon } from '../../shared/icons';
import { BlogPagination } from './blog-pagination';

export const POSTS_PER_PAGE = 9;

function PostCard({ post, index }: { post: PostSummary; index: number }) {
  const date = formatWritten(post.written ?? undefined);
  const title = post.title ?? 'Untitled post';
  return (
    <li className="vs-post-card">
      <Link to={`/details/${post.slug}`} className="vs-post-card__media" tabIndex={-1} aria-hidden="true">
        {post.image ? (
          <MediaImage
            src={post.image}
            images={post.images}
            sizes={THIRD_SIZES}
            alt=""
            width={600}
            height={360}
            className="vs-post-card__img"
            priority={index < 3}
          />
        ) : (
          <span className="vs-post-card__placeholder">
            <Icon name="bolt" size={40} />
          </span>
        )}
      </Link>
      <div className="vs-post-card__body">
        {date ? (
          <time className="vs-post-card__date" dateTime={date.iso}>
            {date.text}
          </time>
        ) : null}
        <h2 className="vs-post-card__title">
          <Link to={`/details/${post.slug}`}>{title}</Link>
        </h2>
        <p className="vs-post-card__excerpt">{excerpt(post.excerpt)}</p>
        <Link to={`/details/${post.slug}`} className="vs-more" aria-label={`Read More: ${title}`}>
          Read More <Icon name="right" size={16} />
        </Link>
      </div>
    </li>
  );
}

/**
 * Blog `/blogs` (spec "Blog list"): cards with image, title, the 110-character plain-text excerpt and Read
 * More, 9 per page; the page number is in the URL (`?page=2`) so each page can be linked and crawled.
 */
export default function BlogListPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { siteTitle } = useSiteData();
  const { data, isLoading, isError, refetch } = useSitePostsQuery({ page, perPage: POSTS_PER_PAGE });
  useSeo({
    title: page > 1 ? `Blog, page ${page}` : 'Blog',
    description: `News, guides and electrical safety advice from ${siteTitle}.`,
  });
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / (data.meta.per_page || POSTS_PER_PAGE))) : 1;

  return (
    <>
      <PageHero title="Blog" lead="News, guides and safety advice from our electricians." />
      <div className="vs-container vs-section">
        {isLoading ? <PageLoading label="Loading posts…" /> : null}
        {isError ? <LoadError onRetry={() => void refetch()} /> : null}
        {data && !data.posts.length ? (
          <EmptyState title={page > 1 ? 'There are no posts on this page.' : 'No posts yet.'}>
            {page > 1 ? (
              <Link to="/blogs">Back to the latest posts</Link>
            ) : (
              <p>Our first articles are on their way.</p>
            )}
          </EmptyState>
        ) : null}
        {data?.posts.length ? (
          <>
            <ul className="vs-post-grid">
              {data.posts.map((post, i) => (
                <PostCard key={post.id || post.slug} post={post} index={i} />
              ))}
            </ul>
            <BlogPagination page={page} pages={pages} />
          </>
        ) : null}
      </div>
    </>
  );
}
