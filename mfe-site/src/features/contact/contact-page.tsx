import type { ReactNode } from 'react';
import { useSeo } from '../../shared/seo';
import { useSiteData } from '../../shared/use-site-data';
import { PageHero } from '../../shared/page-hero';
import { Icon, type IconName } from '../../shared/icons';
import { mapEmbedUrl, metaDescription, openingTimes, telHref } from '../../shared/text';
import { ContactForm } from './contact-form';

function InfoItem({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="vs-info">
      <span className="vs-info__icon">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h3 className="vs-info__title">{title}</h3>
        <div className="vs-info__text">{children}</div>
      </div>
    </li>
  );
}

/**
 * Contact `/contact` (spec "Contact"): address, e-mail, phones, timing, the map and the form, under the
 * contact background (setup `contactData`). The spec's "timing" has no setup field: the right banner's
 * icon text that reads like hours (see `openingTimes`) is shown as the opening times; without one the box is
 * left out.
 */
export default function ContactPage() {
  const { singleSetups: setup, siteTitle } = useSiteData();
  const site = setup.websiteData ?? {};
  const map = mapEmbedUrl(site.google_map);
  const phones = [site.phone, site.phone_two].filter((p): p is string => Boolean(p));
  const timing = openingTimes(setup.rightBanner);
  useSeo({
    title: 'Contact',
    description: metaDescription(
      `Contact ${siteTitle}${site.address ? ` at ${site.address}` : ''}${phones[0] ? `, call ${phones[0]}` : ''} or send us a message.`,
    ),
    image: setup.contactData?.image,
  });

  return (
    <>
      <PageHero
        title={setup.contactData?.title ?? 'Contact us'}
        lead="Tell us about your job: we reply quickly with advice and a clear quote."
        image={setup.contactData?.image}
      />
      <div className="vs-container vs-section vs-contact">
        <div className="vs-contact__info">
          <h2 className="vs-section__title">Get in touch</h2>
          <ul className="vs-info-list">
            {site.address ? (
              <InfoItem icon="pin" title="Address">
                <address>{site.address}</address>
              </InfoItem>
            ) : null}
            {phones.length ? (
              <InfoItem icon="phone" title={phones.length > 1 ? 'Phones' : 'Phone'}>
                {phones.map((p) => (
                  <p key={p}>
                    <a href={telHref(p)}>{p}</a>
                  </p>
                ))}
              </InfoItem>
            ) : null}
            {site.email ? (
              <InfoItem icon="mail" title="E-mail">
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </InfoItem>
            ) : null}
            {timing ? (
              <InfoItem icon="clock" title="Opening times">
                <p>{timing}</p>
              </InfoItem>
            ) : null}
            {site.service_area ? (
              <InfoItem icon="map" title="Service area">
                <p>{site.service_area}</p>
              </InfoItem>
            ) : null}
          </ul>
          {!site.address && !phones.length && !site.email ? (
            <p className="vs-muted">Use the form and we will get back to you.</p>
          ) : null}
        </div>
        <ContactForm />
      </div>
      {map ? (
        <div className="vs-map">
          <iframe
            src={map}
            title={`Map: ${site.address ?? siteTitle}`}
            width={1600}
            height={420}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        </div>
      ) : null}
    </>
  );
}
