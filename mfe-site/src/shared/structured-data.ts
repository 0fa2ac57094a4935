import type {
  ArticleLeaf,
  ContactPoint,
  DayOfWeek,
  ElectricianLeaf,
  OpeningHoursSpecification,
  WithContext,
} from 'schema-dts';
import type { Post, SiteSetup } from './site-api';
import { metaDescription, openingTimes } from './text';

/**
 * Structured data (JSON-LD, schema.org) for search engines: the business on the landing
 * page, an article on each post. Typed with schema-dts, so a property schema.org does not have, or a value
 * of the wrong kind, fails the type check; the tests check the shapes against JSON Schemas of what Google
 * reads (test/json-ld-schemas.ts). Nothing is invented: a property the setup does not fill is left out.
 */

const absolute = (url: string, base: string) => new URL(url, `${base}/`).href;

const DAYS: ReadonlyArray<{ day: DayOfWeek & string; names: RegExp }> = [
  { day: 'Monday', names: /^mon(day)?$/ },
  { day: 'Tuesday', names: /^tue(s|sday)?$/ },
  { day: 'Wednesday', names: /^wed(nesday)?$/ },
  { day: 'Thursday', names: /^thu(r|rs|rsday)?$/ },
  { day: 'Friday', names: /^fri(day)?$/ },
  { day: 'Saturday', names: /^sat(urday)?$/ },
  { day: 'Sunday', names: /^sun(day)?$/ },
];

const dayIndex = (name: string) => DAYS.findIndex((d) => d.names.test(name.toLowerCase()));

/** "8am", "8:30 pm", "18:00" as "HH:MM"; undefined for anything else. */
function clock(text: string): string | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?m?\.?$/i.exec(text.trim());
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59 || (!half && !m[2])) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The opening hours a company wrote in words ("24/7 emergency call-outs", "Mon-Sat 8am-6pm", "Monday to
 * Friday 08:00-17:30"), as schema.org opening hours; undefined when the words do not say days and times
 * plainly enough to state them as facts.
 */
export function openingHoursOf(text: string | undefined): OpeningHoursSpecification[] | undefined {
  if (!text) return undefined;
  const allDays = DAYS.map((d) => d.day);
  if (/24\s*\/\s*7|24 hours|around the clock/i.test(text)) {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: allDays, opens: '00:00', closes: '23:59' }];
  }
  const m =
    /\b([a-z]{3,9})\s*(?:-|–|to)\s*([a-z]{3,9}),?\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)\s*(?:-|–|to)\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)/i.exec(
      text,
    );
  if (!m) return undefined;
  const from = dayIndex(m[1] ?? '');
  const to = dayIndex(m[2] ?? '');
  const opens = clock(m[3] ?? '');
  const closes = clock(m[4] ?? '');
  if (from < 0 || to < from || !opens || !closes) return undefined;
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS.slice(from, to + 1).map((d) => d.day),
      opens,
      closes,
    },
  ];
}

/** A UK postcode at the end of a one-line address (the setup keeps the address as one text). */
const POSTCODE = /,?\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i;

/** The business as an `Electrician` (a LocalBusiness) from the setup the owner keeps up to date. */
export function electricianJsonLd(
  setup: SiteSetup,
  siteTitle: string,
  base: string,
): WithContext<ElectricianLeaf> {
  const data = setup.websiteData ?? {};
  const logo = setup.websiteLogo?.image;
  const phones = [data.phone, data.phone_two].filter((p): p is string => Boolean(p?.trim()));
  const address = data.address?.trim();
  const postcode = address ? POSTCODE.exec(address) : null;
  const hours = openingHoursOf(openingTimes(setup.rightBanner));
  const social = setup.socialLink ?? {};
  const sameAs = [social.facebook, social.instagram, social.twitter, social.youtube].filter(
    (u): u is string => Boolean(u && /^https:\/\//i.test(u)),
  );
  const contactPoints: ContactPoint[] = phones.map((telephone) => ({
    '@type': 'ContactPoint',
    telephone,
    contactType: 'customer service',
    areaServed: 'GB',
  }));
  const picture = logo ?? setup.sliderImage?.image;
  return {
    '@context': 'https://schema.org',
    '@type': 'Electrician',
    '@id': `${base}/#business`,
    name: siteTitle,
    url: `${base}/`,
    ...(setup.mainBanner?.description ? { description: setup.mainBanner.description } : {}),
    ...(logo ? { logo: absolute(logo, base) } : {}),
    ...(picture ? { image: absolute(picture, base) } : {}),
    ...(phones[0] ? { telephone: phones[0] } : {}),
    ...(data.email ? { email: data.email } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: postcode ? address.slice(0, postcode.index).trim() : address,
            ...(postcode?.[1] ? { postalCode: postcode[1].toUpperCase() } : {}),
            addressCountry: 'GB',
          },
        }
      : {}),
    ...(data.service_area?.trim() ? { areaServed: data.service_area.trim() } : {}),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    ...(contactPoints.length ? { contactPoint: contactPoints } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** A post as an `Article`, published by the business. */
export function articleJsonLd(
  post: Post,
  { siteTitle, base, canonical, logo }: { siteTitle: string; base: string; canonical: string; logo?: string },
): WithContext<ArticleLeaf> {
  const publisher = {
    '@type': 'Organization' as const,
    '@id': `${base}/#business`,
    name: siteTitle,
    url: `${base}/`,
    ...(logo ? { logo: { '@type': 'ImageObject' as const, url: absolute(logo, base) } } : {}),
  };
  const pictures = [post.social_image, post.image].filter(Boolean).map((p) => absolute(p, base));
  const written = post.written ? new Date(post.written) : undefined;
  const published = written && !Number.isNaN(written.getTime()) ? written.toISOString() : undefined;
  // Google shows at most 110 characters of a headline.
  const headline = [...(post.seo_title || post.title)].slice(0, 110).join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description: post.meta_description || metaDescription(undefined, post.description),
    ...(pictures.length ? { image: [...new Set(pictures)] } : {}),
    ...(published ? { datePublished: published } : {}),
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
  };
}
