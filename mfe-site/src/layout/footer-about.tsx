import type { SiteSetup } from '../shared/site-api';
import { Icon } from '../shared/icons';

const SOCIAL: { key: 'facebook' | 'instagram' | 'twitter' | 'youtube'; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'youtube', label: 'YouTube' },
];

/** The footer's company column: its name, service area, social links and QR code, each when filled. */
export function FooterAbout({ setup, siteTitle }: { setup: SiteSetup; siteTitle: string }) {
  const area = setup.websiteData?.service_area;
  const social = SOCIAL.filter((s) => setup.socialLink?.[s.key]);
  const qr = setup.qrCode?.image;
  return (
    <section className="vs-footer__col vs-footer__about" aria-labelledby="vs-footer-company">
      <h2 id="vs-footer-company" className="vs-footer__title">
        {siteTitle}
      </h2>
      {area ? (
        <p className="vs-footer__area">
          <Icon name="map" size={18} />
          <span>
            <strong>Service area:</strong> {area}
          </span>
        </p>
      ) : null}
      {social.length ? (
        <ul className="vs-social" aria-label="Social media">
          {social.map((s) => (
            <li key={s.key}>
              <a
                href={setup.socialLink![s.key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${siteTitle} on ${s.label}`}
              >
                <Icon name={s.key} size={18} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {qr ? (
        <figure className="vs-footer__qr">
          <img src={qr} alt={`QR code of ${siteTitle}`} width={96} height={96} loading="lazy" />
          <figcaption>Scan to save our details</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
