import type { SiteSetup } from '../shared/site-api';
import { Icon, type IconName } from '../shared/icons';
import { telHref } from '../shared/text';

/** The footer's "Contact us" column: address, both phones and e-mail, each when filled; nothing without. */
export function FooterContact({ site }: { site: NonNullable<SiteSetup['websiteData']> }) {
  const contact: { icon: IconName; label: string; node: JSX.Element }[] = [];
  if (site.address) contact.push({ icon: 'pin', label: 'Address', node: <span>{site.address}</span> });
  for (const phone of [site.phone, site.phone_two]) {
    if (phone) contact.push({ icon: 'phone', label: 'Phone', node: <a href={telHref(phone)}>{phone}</a> });
  }
  if (site.email) {
    contact.push({ icon: 'mail', label: 'E-mail', node: <a href={`mailto:${site.email}`}>{site.email}</a> });
  }
  if (!contact.length) return null;
  return (
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
  );
}
