import { Navigate, useParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteFreePageQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { isNotFound, LoadError, PageLoading } from '../../shared/states';
import { metaDescription } from '../../shared/text';

/** Free page `/p/{slug}`: its description (sanitized HTML). Unknown or inactive (status 0): redirect to `/`. */
export default function FreePage() {
  const { slug = '' } = useParams();
  const { data: page, error, isLoading, isError, refetch } = useSiteFreePageQuery(slug);
  const title = page?.name ?? 'Page';
  useSeo({ title, description: metaDescription(page?.description) });

  if (isNotFound(error) || (page && page.status !== 1)) return <Navigate to="/" replace />;
  if (isLoading) return <PageLoading />;
  if (isError || !page) return <LoadError onRetry={() => void refetch()} />;

  return (
    <>
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
