import type { ReactNode } from 'react';
import { HERO_SIZES, type ImagesOf } from './image-sources';
import { ResponsiveImage } from './media-image';

interface PageHeroProps {
  title: string;
  /** A line under the title. */
  lead?: string;
  /** Background image (a setup image such as service_page_image); a navy gradient without it. */
  image?: string;
  /** The `images` of the answer that named `image` (its copies). */
  images?: ImagesOf;
  eyebrow?: string;
  children?: ReactNode;
}

/** The banner at the top of every inner page: its h1, over the page's background image when set. */
export function PageHero({ title, lead, image, images, eyebrow, children }: PageHeroProps) {
  return (
    <section className={`vs-hero${image ? ' vs-hero--image' : ''}`} aria-labelledby="vs-page-title">
      {image ? (
        <ResponsiveImage
          className="vs-hero__bg"
          src={image}
          images={images}
          sizes={HERO_SIZES}
          alt=""
          width={1600}
          height={500}
          priority
        />
      ) : null}
      <div className="vs-container vs-hero__inner">
        {eyebrow ? <p className="vs-eyebrow">{eyebrow}</p> : null}
        <h1 id="vs-page-title" className="vs-hero__title">
          {title}
        </h1>
        {lead ? <p className="vs-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
