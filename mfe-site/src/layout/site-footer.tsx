import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem, SiteSetup } from '../shared/site-api';
import { Icon, type IconName } from '../shared/icons';
import { SmartLink } from '../shared/smart-link';
import { telHref } from '../shared/text';

interface SiteFooterProps {
  setup: SiteSetup;
  navbars: NavItem[];
  siteTitle: string;
}

const SOCIAL: { key: 'facebook' | 'instagram' | 'twitter' | 'youtube'; label: string }[] = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'youtube', label: 'YouTube' },
];

/** Navbar items (any level) with the given flag, by priority. */
function flagged(items: NavItem[], flag: 'useful_active' | 'quick_active'): NavItem[] {
  const out: NavItem[] = [];
  const walk = (list: NavItem[]) =>
    list.forEach((i) => {
      if (i[flag] && i.link) out.push(i);
      walk(i.children);
    });
  walk(items);
  return out;
}

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="vs-footer__col" aria-label={title}>
      <h2 className="vs-footer__title">{title}</h2>
      <ul className="vs-footer__links">
        {items.map((i) => (
          <li key={i.id || i.name}>
            <SmartLink link={i.link}>{i.name}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Footer of every public page (spec "Landing"): QR code, address, both phones, e-mail, social links,
 * service area, useful links (useful_active), quick links (quick_active), the current year and site title.
 * Each part is left out when the company has not filled it.
 */
// Memoised: it re-renders only when its data changes (see useSiteData).
export const SiteFooter = memo(function SiteFooter({ setup, navbars, siteTitle }: SiteFooterProps) {
  const site = setup.websiteData ?? {};
  const social = SOCIAL.filter((s) => setup.socialLink?.[s.key]);
  const useful = flagged(navbars, 'useful_active');
  const quick = flagged(navbars, 'quick_active');
  const qr = setup.qrCode?.image;
  const year = new Date().getFullYear();
  const contact: { icon: IconName; label: string; node: JSX.Element }[] = [];
  if (site.address) contact.push({ icon: 'pin', label: 'Address', node: <span>{site.address}</span> });
  for (const phone of [site.phone, site.phone_two]) {
    if (phone) contact.push({ icon: 'phone', label: 'Phone', node: <a href={telHref(phone)}>{phone}</a> });
  }
  if (site.email) {
    contact.push({ icon: 'mail', label: 'E-mail', node: <a href={`mailto:${site.email}`}>{site.email}</a> });
  }

  return (
    <footer className="vs-footer">
      <div className="vs-container vs-footer__grid">
        <section className="vs-footer__col vs-footer__about" aria-labelledby="vs-footer-company">
          <h2 id="vs-footer-company" className="vs-footer__title">
            {siteTitle}
          </h2>
          {site.service_area ? (
            <p className="vs-footer__area">
              <Icon name="map" size={18} />
              <span>
                <strong>Service area:</strong> {site.service_area}
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
        {contact.length ? (
          <section className="vs-footer__col" aria-labelledby="vs-footer-contact">
            <h2 id="vs-footer-contact" className="vs-footer__title">
              Contact us
            </h2>
            <ul className="vs-footer__contact">
              {contact.map((c, i) => (
                <li key={i}>
                  <Icon name={c.icon} size={18} />
                  <span className="vs-visually-hidden">{c.label}: </span>
                  {c.node}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <LinkColumn title="Useful links" items={useful} />
        <LinkColumn title="Quick links" items={quick} />
      </div>
      <div className="vs-footer__bottom">
        <div className="vs-container vs-footer__bottom-inner">
          <p>
            © {year} {siteTitle}. All rights reserved.
          </p>
          <p>
            <Link to="/contact">Contact</Link>
          </p>
        </div>
      </div>
    </footer>
  );
});
