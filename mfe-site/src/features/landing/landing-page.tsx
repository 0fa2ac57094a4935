import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { pageOrigin, useSeo } from '../../shared/seo';
import { electricianJsonLd } from '../../shared/structured-data';
import { useSiteData } from '../../shared/use-site-data';
import { MediaImage, ResponsiveImage } from '../../shared/media-image';
import { HERO_SIZES, QUARTER_SIZES, type ImagesOf } from '../../shared/image-sources';
import { SmartLink } from '../../shared/smart-link';
import { Icon } from '../../shared/icons';
import { metaDescription, telHref } from '../../shared/text';
import { TestimonialsSection } from '../../shared/testimonials-carousel';
import type { Card, SiteSetup, Testimonial } from '../../shared/site-api';
import { LeftBanner, RightBanner } from '../../shared/setup-banners';
import { NewsletterForm } from '../../shared/newsletter-form';

// Hero and Sections are memoised: they re-render only when their data changes (see useSiteData).
const Hero = memo(function Hero({
  setup,
  siteTitle,
  ready,
}: {
  setup: SiteSetup;
  siteTitle: string;
  ready: boolean;
}) {
  const slider = setup.sliderImage?.image;
  // Until the setup is known the hero keeps its height but shows no text, so nothing jumps when it comes.
  if (!ready) return <section className="vs-landing-hero" aria-busy="true" aria-label="Loading" />;
  const phone = setup.websiteData?.phone;
  return (
    <section
      className={`vs-landing-hero${slider ? ' vs-landing-hero--image' : ''}`}
      aria-labelledby="vs-page-title"
    >
      {slider ? (
        <ResponsiveImage
          className="vs-landing-hero__bg"
          src={slider}
          images={setup.images}
          sizes={HERO_SIZES}
          alt=""
          width={1600}
          height={700}
          priority
        />
      ) : null}
      <div className="vs-container vs-landing-hero__inner">
        <p className="vs-eyebrow">
          <Icon name="bolt" size={16} /> {siteTitle}
        </p>
        <h1 id="vs-page-title" className="vs-landing-hero__title">
          {setup.mainBanner?.title ?? 'Safe, certified electrical work'}
        </h1>
        {setup.mainBanner?.description ? (
          <p className="vs-landing-hero__lead">{setup.mainBanner.description}</p>
        ) : null}
        <p className="vs-actions">
          <Link to="/services" className="vs-btn vs-btn--primary vs-btn--lg">
            Our services
          </Link>
          {phone ? (
            <a href={telHref(phone)} className="vs-btn vs-btn--light vs-btn--lg">
              <Icon name="phone" size={18} /> {phone}
            </a>
          ) : (
            <Link to="/contact" className="vs-btn vs-btn--light vs-btn--lg">
              Contact us
            </Link>
          )}
        </p>
      </div>
    </section>
  );
});

function Cards({ cards, images }: { cards: Card[]; images: ImagesOf }) {
  if (!cards.length) return null;
  return (
    <section className="vs-section vs-container" aria-labelledby="vs-cards-title">
      <h2 id="vs-cards-title" className="vs-section__title vs-section__title--center">
        How we can help
      </h2>
      <ul className="vs-cards">
        {cards.map((card) => (
          <li key={card.id || card.title} className="vs-card">
            <SmartLink link={card.link} className="vs-card__link">
              <MediaImage
                src={card.image}
                images={images}
                sizes={QUARTER_SIZES}
                alt=""
                width={600}
                height={400}
                className="vs-card__img"
              />
              <span className="vs-card__body">
                <span className="vs-card__title">{card.title}</span>
                {card.link ? (
                  <span className="vs-card__more" aria-hidden="true">
                    Learn more <Icon name="right" size={16} />
                  </span>
                ) : null}
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Landing `/` (spec "Landing"): slider image behind the main banner, the linked cards, the left banner,
 * the right banner with its three icon texts, the testimonials carousel and the newsletter sign-up. Each
 * section stays out until the company fills it; the main banner has a default line so the page is never
 * headless.
 */
export function LandingPage() {
  const {
    singleSetups: setup,
    cards,
    images,
    testimonials,
    siteTitle,
    setupReady,
    isLoading,
    publicUrl,
  } = useSiteData();
  // The business as search engines read it, once the setup is known (never a half-empty one).
  const jsonLd = useMemo(
    () => (setupReady ? electricianJsonLd(setup, siteTitle, pageOrigin(publicUrl)) : undefined),
    [setupReady, setup, siteTitle, publicUrl],
  );
  useSeo({
    title: setup.mainBanner?.title ?? 'Home',
    description: metaDescription(
      setup.mainBanner?.description,
      setup.letBanner?.description,
      `${siteTitle}: electrical services${setup.websiteData?.service_area ? ` in ${setup.websiteData.service_area}` : ''}.`,
    ),
    image: setup.sliderImage?.image ?? setup.websiteLogo?.image,
    jsonLd,
  });
  return (
    <>
      <Hero setup={setup} siteTitle={siteTitle} ready={setupReady} />
      {/* The sections below come together with the landing data: shown one by one (setup first, cards
          later) they would push each other down in view. */}
      {isLoading ? null : (
        <Sections setup={setup} cards={cards} images={images} testimonials={testimonials} />
      )}
    </>
  );
}

const Sections = memo(function Sections({
  setup,
  cards,
  images,
  testimonials,
}: {
  setup: SiteSetup;
  cards: Card[];
  images: ImagesOf;
  testimonials: Testimonial[];
}) {
  return (
    <>
      <Cards cards={cards} images={images} />
      <LeftBanner setup={setup} />
      <RightBanner setup={setup} />
      <TestimonialsSection items={testimonials} />
      <NewsletterForm title={setup.newsLetter?.title} description={setup.newsLetter?.description} />
    </>
  );
});
