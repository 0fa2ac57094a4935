import { useParams } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { useSiteBannerPageQuery } from '../../shared/site-api';
import { PageHero } from '../../shared/page-hero';
import { MediaImage } from '../../shared/media-image';
import { CONTAINER_SIZES, HALF_SIZES } from '../../shared/image-sources';
import { ContentBlocks } from '../../shared/content-blocks';
import { CallToAction } from '../../shared/call-to-action';
import { NotFound, NOT_FOUND_TITLE } from '../../shared/not-found';
import { isNotFound, LoadError, PageLoading } from '../../shared/states';
import { metaDescription } from '../../shared/text';
import { hiddenBecause, PreviewNotice } from '../../shared/preview-notice';

/**
 * Banner page `/banner/{slug}` (spec "Service page and banner page"): the header part (title,
 * sort_description, em_image) over the banner pages' background (setup `banner_page_image`), the banner
 * section (banner_title, banner_description, banner_image) and the blocks. Unknown slug: the 404 page.
 */
export default function BannerPage() {
  const { slug = '' } = useParams();
  const { singleSetups: setup } = useSiteData();
  const { data: page, error, isLoading, isError, refetch } = useSiteBannerPageQuery(slug);
  const missing = isNotFound(error);
  const preview = hiddenBecause(page);
  const title = page?.title ?? 'Banner';
  useSeo({
    title: missing ? NOT_FOUND_TITLE : title,
    noindex: missing || preview !== null,
    description: metaDescription(page?.sort_description, page?.banner_description),
    image: page?.banner_image ?? page?.em_image,
  });

  if (missing) return <NotFound />;
  if (isLoading) return <PageLoading />;
  if (isError || !page) return <LoadError onRetry={() => void refetch()} />;
  const hasBanner = page.banner_title || page.banner_description || page.banner_image;

  return (
    <>
      {preview ? <PreviewNotice reason={preview} /> : null}
      <PageHero
        title={title}
        eyebrow={setup.banner_page_image?.title}
        lead={page.sort_description}
        image={setup.banner_page_image?.image}
        images={setup.images}
      />
      {page.em_image ? (
        <div className="vs-container vs-lead-image">
          <MediaImage
            src={page.em_image}
            images={page.images}
            sizes={CONTAINER_SIZES}
            alt={title}
            width={1200}
            height={500}
            className="vs-lead-image__img"
            priority
          />
        </div>
      ) : null}
      {hasBanner ? (
        <section className="vs-section vs-split vs-split--dark" aria-labelledby="vs-banner-title">
          <div className="vs-container vs-split__inner">
            <MediaImage
              src={page.banner_image ?? undefined}
              images={page.images}
              sizes={HALF_SIZES}
              alt=""
              width={720}
              height={540}
              className="vs-split__img"
            />
            <div className="vs-split__text">
              <h2 id="vs-banner-title" className="vs-section__title">
                {page.banner_title ?? title}
              </h2>
              {page.banner_description ? <p className="vs-split__desc">{page.banner_description}</p> : null}
            </div>
          </div>
        </section>
      ) : null}
      <div className="vs-container vs-section vs-detail">
        <div className="vs-detail__main">
          <ContentBlocks blocks={page.json_data} />
        </div>
        <aside className="vs-detail__aside" aria-label="Contact us">
          <CallToAction />
        </aside>
      </div>
    </>
  );
}
