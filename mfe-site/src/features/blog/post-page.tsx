import { Link, useParams } from 'react-router-dom';
import { useMemo } from 'react';
import { pageOrigin, useSeo } from '../../shared/seo';
import { articleJsonLd } from '../../shared/structured-data';
import { useSiteData } from '../../shared/use-site-data';
import { useSitePostQuery } from '../../shared/site-api';
import { MediaImage } from '../../shared/media-image';
import { ARTICLE_SIZES } from '../../shared/image-sources';
import { NotFound } from '../../shared/not-found';
import { isNotFound, LoadError, PageLoading } from '../../shared/states';
import { formatWritten, metaDescription } from '../../shared/text';
import { Icon } from '../../shared/icons';
import { hiddenBecause, PreviewNotice } from '../../shared/preview-notice';

/**
 * Post detail `/details/{slug}`: title, date, image and the description (sanitized HTML from the server),
 * with its search texts, social image and `Article` JSON-LD in the head. An unknown or inactive post is the
 * 404 page with a link back to the blog (a reader who followed an old link is better served by the blog
 * than by the home page).
 */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { data: post, error, isLoading, isError, refetch } = useSitePostQuery(slug);
  const missing = isNotFound(error);
  const preview = hiddenBecause(post);
  const title = post?.title ?? (missing ? 'Post not found' : 'Blog');
  const { siteTitle, publicUrl, singleSetups } = useSiteData();
  const logo = singleSetups.websiteLogo?.image;
  const jsonLd = useMemo(() => {
    if (!post) return undefined;
    const base = pageOrigin(publicUrl);
    const canonical = `${base}/details/${encodeURIComponent(post.slug)}`;
    return articleJsonLd(post, { siteTitle, base, canonical, ...(logo ? { logo } : {}) });
  }, [post, siteTitle, publicUrl, logo]);
  // The editor's search texts and social image when written, else the title, the text and the picture.
  useSeo({
    title: post?.seo_title || title,
    description: post?.meta_description || metaDescription(undefined, post?.description),
    image: post?.social_image || post?.image,
    type: 'article',
    noindex: missing || preview !== null,
    jsonLd,
  });
  const date = formatWritten(post?.written ?? undefined);

  if (isLoading) return <PageLoading label="Loading post…" />;
  if (isNotFound(error))
    return <NotFound title="Post not found" back={{ to: '/blogs', label: 'See all posts' }} />;
  if (isError || !post) return <LoadError onRetry={() => void refetch()} />;

  return (
    <article className="vs-article">
      {preview ? <PreviewNotice reason={preview} /> : null}
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
          images={post.images}
          sizes={ARTICLE_SIZES}
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
