import { Link } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { useSiteServicesQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { MediaImage } from '../../shared/media-image';
import { THIRD_SIZES } from '../../shared/image-sources';
import { EmptyState, LoadError, PageLoading } from '../../shared/states';
import { Icon } from '../../shared/icons';
import { metaDescription } from '../../shared/text';

/** Services `/services`: every active service page as a card, under the services background image. */
export default function ServicesPage() {
  const { singleSetups: setup, siteTitle } = useSiteData();
  const { data: services, isLoading, isError, refetch } = useSiteServicesQuery();
  const background = setup.service_page_image;
  useSeo({
    title: 'Services',
    description: metaDescription(
      services?.length
        ? `${siteTitle} offers ${services
            .map((s) => s.title)
            .filter(Boolean)
            .slice(0, 6)
            .join(', ')}.`
        : `Electrical services from ${siteTitle}.`,
    ),
    image: background?.image,
  });

  return (
    <>
      <PageHero
        title={background?.title ?? 'Our services'}
        lead="Qualified electricians for homes and businesses: installation, repair, testing and certification."
        image={background?.image}
        images={setup.images}
      />
      <div className="vs-container vs-section">
        {isLoading ? <PageLoading label="Loading services…" /> : null}
        {isError ? <LoadError onRetry={() => void refetch()} /> : null}
        {services && !services.length ? (
          <EmptyState title="Our services are being listed.">
            <p>
              In the meantime, <Link to="/contact">tell us what you need</Link> and we will help.
            </p>
          </EmptyState>
        ) : null}
        {services?.length ? (
          <ul className="vs-service-grid">
            {services.map((s, i) => (
              <li key={s.id || s.slug} className="vs-service-card">
                {s.em_image ? (
                  <MediaImage
                    src={s.em_image}
                    images={s.images}
                    sizes={THIRD_SIZES}
                    alt=""
                    width={600}
                    height={400}
                    className="vs-service-card__img"
                    priority={i < 3}
                  />
                ) : (
                  <span className="vs-service-card__icon">
                    <Icon name="bolt" size={32} />
                  </span>
                )}
                <div className="vs-service-card__body">
                  <h2 className="vs-service-card__title">
                    <Link to={`/service/${s.slug}`} className="vs-stretched">
                      {s.title ?? s.slug}
                    </Link>
                  </h2>
                  {s.sort_description ? <p>{s.sort_description}</p> : null}
                  <span className="vs-more" aria-hidden="true">
                    View service <Icon name="right" size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
