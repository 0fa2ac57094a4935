import { Link } from 'react-router-dom';
import { useSiteData } from './use-site-data';
import { Icon } from './icons';
import { telHref } from './text';

/** "Need an electrician?" box beside service and banner pages: call or write. */
export function CallToAction() {
  const { singleSetups } = useSiteData();
  const phone = singleSetups.websiteData?.phone;
  return (
    <div className="vs-cta">
      <p className="vs-cta__title">Need an electrician?</p>
      <p>Free, no-obligation quotes. Fully qualified and insured.</p>
      {phone ? (
        <a href={telHref(phone)} className="vs-btn vs-btn--primary">
          <Icon name="phone" size={18} /> {phone}
        </a>
      ) : null}
      <Link to="/contact" className="vs-btn vs-btn--light">
        Send a message
      </Link>
    </div>
  );
}
