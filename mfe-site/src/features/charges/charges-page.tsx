import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { PageHero } from '../../shared/page-hero';
import { MediaImage } from '../../shared/media-image';
import { HALF_SIZES } from '../../shared/image-sources';
import { metaDescription } from '../../shared/text';
import { ChargesGallery } from './charges-gallery';
import { PriceList } from './price-list';

/**
 * Charges `/charges` (spec "Charges"): the background image (chargeBg) behind the title, the page texts
 * (title, description, special description), the top/middle/bottom images and the price table (service,
 * rate) from the landing data.
 */
export default function ChargesPage() {
  const { singleSetups: setup, charge, siteTitle, isLoading } = useSiteData();
  const text = setup.charge_page_text ?? {};
  useSeo({
    title: 'Charges',
    description: metaDescription(
      text.description,
      `Clear, fixed prices for electrical work from ${siteTitle}.`,
    ),
    image: setup.chargeBg?.image ?? setup.charge_top_image?.image,
  });
  const [top, middle, bottom] = [
    setup.charge_top_image,
    setup.charge_middle_image,
    setup.charge_bottom_image,
  ].map((i) => i?.image);

  return (
    <>
      <PageHero
        title={setup.chargeBg?.title ?? 'Our charges'}
        lead="Honest, upfront pricing. No call-out surprises."
        image={setup.chargeBg?.image}
        images={setup.images}
      />
      <div className="vs-container vs-section vs-charges">
        <div className="vs-charges__intro">
          {text.title ? <h2 className="vs-section__title">{text.title}</h2> : null}
          {text.description ? <p className="vs-charges__desc">{text.description}</p> : null}
          {text.special_description ? <p className="vs-callout">{text.special_description}</p> : null}
        </div>
        <MediaImage
          src={top}
          images={setup.images}
          sizes={HALF_SIZES}
          alt="Our electricians at work"
          width={720}
          height={480}
          className="vs-charges__img"
          priority
        />
      </div>
      <PriceList charge={charge} isLoading={isLoading} />
      <ChargesGallery middle={middle} bottom={bottom} images={setup.images} />
    </>
  );
}
