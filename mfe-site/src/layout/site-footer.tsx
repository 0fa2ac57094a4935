import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem, SiteSetup } from '../shared/site-api';
import { FooterAbout } from './footer-about';
import { FooterContact } from './footer-contact';
import { flagged, LinkColumn } from './footer-links';

interface SiteFooterProps {
  setup: SiteSetup;
  navbars: NavItem[];
  siteTitle: string;
}

/**
 * Footer of every public page (spec "Landing"): QR code, address, both phones, e-mail, social links,
 * service area, useful links (useful_active), quick links (quick_active), the current year and site title.
 * Each part is left out when the company has not filled it.
 */
// Memoised: it re-renders only when its data changes (see useSiteData).
export const SiteFooter = memo(function SiteFooter({ setup, navbars, siteTitle }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="vs-footer">
      <div className="vs-container vs-footer__grid">
        <FooterAbout setup={setup} siteTitle={siteTitle} />
        <FooterContact site={setup.websiteData ?? {}} />
        <LinkColumn title="Useful links" items={flagged(navbars, 'useful_active')} />
        <LinkColumn title="Quick links" items={flagged(navbars, 'quick_active')} />
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
