import { Link, useParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { useSiteServiceQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { MediaImage } from '../../shared/media-image';
import { THIRD_SIZES } from '../../shared/image-sources';
import { ContentBlocks } from '../../shared/content-blocks';
import { CallToAction } from '../../shared/call-to-action';
import { NotFound, NOT_FOUND_TITLE } from '../../shared/not-found';
import { isNotFound, LoadError, PageLoading } from '../../shared/states';
import { metaDescription } from '../../shared/text';
import { hiddenBecause, PreviewNotice } from '../../shared/preview-notice';

/**
 * Service page `/service/{slug}` (spec "Service page"): the services background image (setup
 * `service_page_image`) behind the title, the service's image and short description, then its blocks in
 * serial order. An unknown (or inactive) slug shows the 404 page.
 */
export default function ServicePage() {
  const { slug = '' } = useParams();
  const { singleSetups: setup } = useSiteData();
  const { data: service, error, isLoading, isError, refetch } = useSiteServiceQuery(slug);
  const missing = isNotFound(error);
  const preview = hiddenBecause(service);
  const title = service?.title ?? 'Service';
  useSeo({
    title: missing ? NOT_FOUND_TITLE : title,
    noindex: missing || preview !== null,
    description: metaDescription(
      service?.sort_description,
      service?.json_data.find((b) => b.tag === 'p')?.text,
    ),
    image: service?.em_image || (service?.banner_image ?? undefined),
  });

  if (missing) return <NotFound />;
  if (isLoading) return <PageLoading label="Loading service…" />;
  if (isError || !service) return <LoadError onRetry={() => void refetch()} />;

  return (
    <>
      {preview ? <PreviewNotice reason={preview} /> : null}
      <PageHero
        title={title}
        eyebrow={setup.service_page_image?.title ?? 'Our services'}
        lead={service.sort_description}
        image={service.banner_image ?? setup.service_page_image?.image}
        images={{ ...setup.images, ...service.images }}
      />
      <div className="vs-container vs-section vs-detail">
        <div className="vs-detail__main">
          <ContentBlocks blocks={service.json_data} />
          {!service.json_data.length && !service.sort_description ? (
            <p className="vs-muted">Call us to hear how we can help with {title.toLowerCase()}.</p>
          ) : null}
        </div>
        <aside className="vs-detail__aside" aria-label="About this service">
          <MediaImage
            src={service.em_image}
            images={service.images}
            sizes={THIRD_SIZES}
            alt={title}
            width={600}
            height={450}
            className="vs-detail__img"
          />
          <CallToAction />
          <Link
            className="vs-btn vs-btn--primary vs-btn--lg"
            to={`/request-visit?service=${encodeURIComponent(service.slug)}`}
          >
            Request a quote / book a visit
          </Link>
        </aside>
      </div>
    </>
  );
}
