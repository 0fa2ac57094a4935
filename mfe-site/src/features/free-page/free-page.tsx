import { useParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteFreePageQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { NotFound, NOT_FOUND_TITLE } from '../../shared/not-found';
import { isNotFound, LoadError, PageLoading } from '../../shared/states';
import { metaDescription } from '../../shared/text';
import { hiddenBecause, PreviewNotice } from '../../shared/preview-notice';

/**
 * Free page `/p/{slug}`: its description (sanitized HTML), titled, described and pictured for search
 * engines and link previews by its SEO title, meta description and social image when the editor set them. Unknown: the 404 page; a record visitors do not
 * see (inactive, a draft, scheduled), which svc-content answers to an admin only, is shown as a preview.
 */
export default function FreePage() {
  const { slug = '' } = useParams();
  const { data: page, error, isLoading, isError, refetch } = useSiteFreePageQuery(slug);
  const missing = isNotFound(error);
  const preview = hiddenBecause(page);
  const title = page?.name ?? 'Page';
  useSeo({
    title: missing ? NOT_FOUND_TITLE : page?.seo_title || title,
    description: page?.meta_description || metaDescription(page?.description),
    image: page?.social_image || undefined,
    noindex: missing || preview !== null,
  });

  if (missing) return <NotFound />;
  if (isLoading) return <PageLoading />;
  if (isError || !page) return <LoadError onRetry={() => void refetch()} />;

  return (
    <>
      {preview ? <PreviewNotice reason={preview} /> : null}
      <PageHero title={title} />
      <div className="vs-container vs-container--narrow vs-section">
        {page.description ? (
          <div className="vs-prose" dangerouslySetInnerHTML={{ __html: page.description }} />
        ) : (
          <p className="vs-muted">This page has no text yet.</p>
        )}
      </div>
    </>
  );
}
