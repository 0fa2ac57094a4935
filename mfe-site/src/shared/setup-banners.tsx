import type { ReactNode } from 'react';
import { HALF_SIZES, type ImagesOf } from './image-sources';
import { MediaImage } from './media-image';
import { useLocation } from 'react-router-dom';
import { linkTarget, SmartLink } from './smart-link';
import { Icon, type IconName } from './icons';
import type { SiteSetup } from './site-api';

/**
 * A banner of the setup as a split section: its image beside the title (heading `headingId`) and
 * description, then `children` (the banner's link, its icon texts).
 */
function SplitBanner({
  headingId,
  image,
  images,
  eyebrow,
  title,
  description,
  dark = false,
  children,
}: {
  headingId: string;
  image?: string;
  images?: ImagesOf;
  eyebrow?: string;
  title?: string;
  description?: string;
  /** The dark section, its image on the other side. */
  dark?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`vs-section vs-split${dark ? ' vs-split--dark' : ''}`} aria-labelledby={headingId}>
      <div className={`vs-container vs-split__inner${dark ? ' vs-split__inner--reverse' : ''}`}>
        {image ? (
          <MediaImage
            src={image}
            images={images}
            sizes={HALF_SIZES}
            alt=""
            width={720}
            height={540}
            className="vs-split__img"
          />
        ) : null}
        <div className="vs-split__text">
          {eyebrow ? <p className="vs-eyebrow">{eyebrow}</p> : null}
          {title ? (
            <h2 id={headingId} className="vs-section__title">
              {title}
            </h2>
          ) : null}
          {description ? <p className="vs-split__desc">{description}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}

/** The left banner of the setup (title, description, link, image): on the landing and about pages. */
export function LeftBanner({ setup, headingId = 'vs-left-title' }: { setup: SiteSetup; headingId?: string }) {
  const b = setup.letBanner;
  const { pathname } = useLocation();
  if (!b?.title && !b?.description) return null;
  // On the page it points to (e.g. /about), the banner's own link would lead nowhere new.
  const link = linkTarget(b.link)?.href === pathname ? undefined : b.link;
  return (
    <SplitBanner
      headingId={headingId}
      image={b.image}
      images={setup.images}
      title={b.title}
      description={b.description}
    >
      {link ? (
        <SmartLink link={link} className="vs-btn vs-btn--dark">
          Learn more<span className="vs-visually-hidden">: {b.title}</span>
        </SmartLink>
      ) : null}
    </SplitBanner>
  );
}

/** The right banner with its three icon texts (time, service, badge): on the landing and about pages. */
export function RightBanner({
  setup,
  headingId = 'vs-right-title',
}: {
  setup: SiteSetup;
  headingId?: string;
}) {
  const b = setup.rightBanner;
  if (!b?.title && !b?.description) return null;
  const features: { icon: IconName; text?: string }[] = [
    { icon: 'clock', text: b.timeIconText },
    { icon: 'tools', text: b.serviceIconText },
    { icon: 'badge', text: b.batchIconText },
  ];
  return (
    <SplitBanner
      dark
      headingId={headingId}
      image={b.image}
      images={setup.images}
      eyebrow={b.special_title}
      title={b.title}
      description={b.description}
    >
      {features.some((f) => f.text) ? (
        <ul className="vs-features">
          {features
            .filter((f) => f.text)
            .map((f) => (
              <li key={f.icon} className="vs-feature">
                <span className="vs-feature__icon">
                  <Icon name={f.icon} size={22} />
                </span>
                <span>{f.text}</span>
              </li>
            ))}
        </ul>
      ) : null}
      {b.link ? (
        <SmartLink link={b.link} className="vs-btn vs-btn--primary">
          Find out more<span className="vs-visually-hidden">: {b.title}</span>
        </SmartLink>
      ) : null}
    </SplitBanner>
  );
}
