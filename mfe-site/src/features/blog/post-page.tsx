import { Link, useParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSitePostQuery } from '../../shared/site-api';
import { MediaImage } from '../../shared/media-image';
import { EmptyState, isNotFound, LoadError, PageLoading } from '../../shared/states';
import { formatWritten, metaDescription } from '../../shared/text';
import { Icon } from '../../shared/icons';

/**
 * Post detail `/details/{slug}`: title, date, image and the description (sanitized HTML from the server).
 * An unknown or inactive post says so with a link back to the blog (the spec is silent; a reader who
 * followed an old link is better served by the blog than by the home page).
 */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { data: post, error, isLoading, isError, refetch } = useSitePostQuery(slug);
  const title = post?.title ?? (isNotFound(error) ? 'Post not found' : 'Blog');
  useSeo({
    title,
    description: metaDescription(undefined, post?.description),
    image: post?.image,
    type: 'article',
  });
  const date = formatWritten(post?.written ?? undefined);

  if (isLoading) return <PageLoading label="Loading post…" />;
  if (isNotFound(error)) {
    return (
      <div className="vs-container vs-section">
        <h1 className="vs-page-title">Post not found</h1>
        <EmptyState title="This post is not available any more.">
          <Link to="/blogs" className="vs-btn vs-btn--primary">
            See all posts
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (isError || !post) return <LoadError onRetry={() => void refetch()} />;

  return (
    <article className="vs-article">
      <header className="vs-article__head">
        <div className="vs-container vs-container--narrow">
          <Link to="/blogs" className="vs-back">
            <Icon name="left" size={18} /> All posts
          </Link>
          <h1 className="vs-article__title">{title}</h1>
          {date ? (
            <p className="vs-article__meta">
              <time dateTime={date.iso}>{date.text}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="vs-container vs-container--narrow vs-article__body">
        <MediaImage
          src={post.image}
          alt={title}
          width={1200}
          height={630}
          className="vs-article__img"
          priority
        />
        {post.description ? (
          <div className="vs-prose" dangerouslySetInnerHTML={{ __html: post.description }} />
        ) : (
          <p className="vs-muted">This post has no text yet.</p>
        )}
      </div>
    </article>
  );
}
