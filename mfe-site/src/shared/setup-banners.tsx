import { MediaImage } from './media-image';
import { useLocation } from 'react-router-dom';
import { linkTarget, SmartLink } from './smart-link';
import { Icon, type IconName } from './icons';
import type { SiteSetup } from './site-api';

/** The left banner of the setup (title, description, link, image): on the landing and about pages. */
export function LeftBanner({ setup, headingId = 'vs-left-title' }: { setup: SiteSetup; headingId?: string }) {
  const b = setup.letBanner;
  const { pathname } = useLocation();
  if (!b?.title && !b?.description) return null;
  // On the page it points to (e.g. /about), the banner's own link would lead nowhere new.
  const link = linkTarget(b.link)?.href === pathname ? undefined : b.link;
  return (
    <section className="vs-section vs-split" aria-labelledby={headingId}>
      <div className="vs-container vs-split__inner">
        {b.image ? (
          <MediaImage src={b.image} alt="" width={720} height={540} className="vs-split__img" />
        ) : null}
        <div className="vs-split__text">
          {b.title ? (
            <h2 id={headingId} className="vs-section__title">
              {b.title}
            </h2>
          ) : null}
          {b.description ? <p className="vs-split__desc">{b.description}</p> : null}
          {link ? (
            <SmartLink link={link} className="vs-btn vs-btn--dark">
              Learn more<span className="vs-visually-hidden">: {b.title}</span>
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
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
    <section className="vs-section vs-split vs-split--dark" aria-labelledby={headingId}>
      <div className="vs-container vs-split__inner vs-split__inner--reverse">
        {b.image ? (
          <MediaImage src={b.image} alt="" width={720} height={540} className="vs-split__img" />
        ) : null}
        <div className="vs-split__text">
          {b.special_title ? <p className="vs-eyebrow">{b.special_title}</p> : null}
          {b.title ? (
            <h2 id={headingId} className="vs-section__title">
              {b.title}
            </h2>
          ) : null}
          {b.description ? <p className="vs-split__desc">{b.description}</p> : null}
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
        </div>
      </div>
    </section>
  );
}
