import { Link } from 'react-router-dom';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { PageHero } from '../../shared/page-hero';
import { LeftBanner, RightBanner } from '../../shared/setup-banners';
import { TestimonialsSection } from '../../shared/testimonials-carousel';
import { Icon } from '../../shared/icons';
import { metaDescription, telHref } from '../../shared/text';

/**
 * About `/about`. The spec shows no content for it and no admin screen edits one, so it is built from the
 * setup the company already keeps up to date: the left and right banners (who we are, why choose us, with
 * the three icon texts), the service area and address, and the testimonials. A standard introduction
 * stands in for whatever is missing, so the page is never empty.
 */
export default function AboutPage() {
  const { singleSetups: setup, testimonials, siteTitle } = useSiteData();
  const site = setup.websiteData ?? {};
  // The hero's line: the main banner's description, or a standard introduction; the left banner below has
  // its own text, so it is not repeated here.
  const intro =
    setup.mainBanner?.description ??
    `${siteTitle} is a team of qualified electricians looking after homes and businesses: installations, repairs, testing and certification, done safely and explained clearly.`;
  useSeo({
    title: `About ${siteTitle}`,
    description: metaDescription(setup.letBanner?.description, intro),
    image: setup.letBanner?.image,
  });

  return (
    <>
      <PageHero
        title={`About ${siteTitle}`}
        lead={intro}
        image={setup.sliderImage?.image}
        images={setup.images}
      />
      <LeftBanner setup={setup} />
      <RightBanner setup={setup} />
      <section className="vs-section vs-container vs-about-area" aria-labelledby="vs-area-title">
        <div>
          <h2 id="vs-area-title" className="vs-section__title">
            Where we work
          </h2>
          <p className="vs-split__desc">
            {site.service_area
              ? `We cover ${site.service_area}.`
              : 'We work across the local area; ask us whether we cover your address.'}
            {site.address ? ` Our base is at ${site.address}.` : ''}
          </p>
        </div>
        <div className="vs-cta vs-cta--wide">
          <p className="vs-cta__title">Talk to an electrician</p>
          <p>Free quotes, clear prices and tidy, certified work.</p>
          <p className="vs-actions">
            {site.phone ? (
              <a href={telHref(site.phone)} className="vs-btn vs-btn--primary">
                <Icon name="phone" size={18} /> {site.phone}
              </a>
            ) : null}
            <Link to="/contact" className="vs-btn vs-btn--light">
              Contact us
            </Link>
          </p>
        </div>
      </section>
      <TestimonialsSection items={testimonials} />
    </>
  );
}
