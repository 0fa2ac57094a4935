import type { FromSchema } from 'json-schema-to-ts';
import { nullableDateTimeView, statusView } from '../common-views';
import { imagesView } from './images';
import { publicationView } from './publication';

const id = { type: 'string' } as const;
const text = { type: 'string' } as const;
/** An uploaded image's URL (`/media/content/...`). */
const imageUrl = { type: 'string' } as const;

/** A record of a list the site and the CMS share (svc-content's `status`: 1 Active, 0 Inactive). */
const record = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...(Object.keys(properties) as Array<keyof P & string>), 'id'],
    properties: { id, ...properties },
  }) as const;

/** A record whose public reads also carry `images` (optional: admin reads leave it out). */
const recordWithImages = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...(Object.keys(properties) as Array<keyof P & string>), 'id'],
    properties: { id, ...properties, images: imagesView },
  }) as const;

/* ---------- Setup entries ---------- */

/** The optional text fields of one setup value, all plain strings. */
const texts = <const K extends readonly string[]>(...keys: K) =>
  Object.fromEntries(keys.map((k) => [k, text])) as { [P in K[number]]: typeof text };

const setupValue = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties }) as const;
const imageOnly = setupValue({ image: imageUrl });
const titledImage = setupValue({ ...texts('title'), image: imageUrl });

/**
 * Every setup entry by key (spec section 3, the keys' spellings as written there); a key that was never
 * saved is absent, and `unpiadInvoice` only reaches an admin. Values carry what their form saved, and the
 * keys with a picture its `image` URL.
 */
const setupsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    websiteData: setupValue(
      texts('title', 'email', 'phone', 'phone_two', 'address', 'service_area', 'google_map'),
    ),
    websiteLogo: imageOnly,
    favicon: imageOnly,
    sliderImage: imageOnly,
    qrCode: imageOnly,
    letBanner: setupValue({ ...texts('title', 'description', 'link'), image: imageUrl }),
    rightBanner: setupValue({
      ...texts(
        'special_title',
        'title',
        'description',
        'link',
        'timeIconText',
        'serviceIconText',
        'batchIconText',
      ),
      image: imageUrl,
    }),
    contactData: titledImage,
    newsLetter: setupValue(texts('title', 'description')),
    socialLink: setupValue(texts('facebook', 'instagram', 'twitter', 'youtube')),
    unpiadInvoice: setupValue({
      email: text,
      time: { type: 'integer' },
      customer_reminder_days: { type: 'integer' },
    }),
    /** One stored sort code, shown under both of the spec's spellings. */
    bankInfo: setupValue(texts('holder_name', 'ac_no', 'sort_code', 'sort_name', 'bank_name')),
    mainBanner: setupValue(texts('title', 'description')),
    charge_page_text: setupValue(texts('title', 'description', 'special_description')),
    charge_top_image: imageOnly,
    charge_middle_image: imageOnly,
    charge_bottom_image: imageOnly,
    chargeBg: titledImage,
    banner_page_image: titledImage,
    service_page_image: titledImage,
    /** Size and responsive copies of the images above (public reads). */
    images: imagesView,
  },
} as const;
export const setupsView = { $id: 'content.views.setups', ...setupsBody } as const;
export type SetupsView = FromSchema<typeof setupsView>;

/* ---------- Navbars ---------- */

const navbarFields = {
  id,
  name: text,
  /** 0 for a top-level item (the spec's 'Self'), else the parent's id. */
  parentid: { anyOf: [{ type: 'integer', enum: [0] }, { type: 'string' }] },
  parent: {
    anyOf: [
      { type: 'null' },
      { type: 'object', additionalProperties: false, required: ['name'], properties: { name: text } },
    ],
  },
  link: text,
  priority: { type: 'integer' },
  nav_active: statusView,
  useful_active: statusView,
  quick_active: statusView,
  status: statusView,
} as const;
const navbarRequired = [
  ...(Object.keys(navbarFields) as Array<keyof typeof navbarFields>),
  'children',
] as const;

/** A second-level item: the menus are two levels deep, so its `children` is always empty. */
const navbarChildView = {
  type: 'object',
  additionalProperties: false,
  required: navbarRequired,
  properties: { ...navbarFields, children: { type: 'array', maxItems: 0 } },
} as const;

/**
 * A navbar item with its children. The admin list has every item (a child also appears on its own row,
 * with `parent`); the site's tree has the top-level items only.
 */
const navbarBody = {
  type: 'object',
  additionalProperties: false,
  required: navbarRequired,
  properties: { ...navbarFields, children: { type: 'array', items: navbarChildView } },
} as const;
export const navbarView = { $id: 'content.views.navbar', ...navbarBody } as const;
export type NavbarView = FromSchema<typeof navbarView>;

/* ---------- Posts and pages ---------- */

const postFields = {
  title: text,
  slug: text,
  written: nullableDateTimeView,
  image: imageUrl,
  status: statusView,
} as const;

/**
 * What search engines and link previews show: empty strings when the editor left them
 * empty; `social_image` is an uploaded image's URL or empty (the site then uses the post's image or the
 * logo).
 */
const seoView = { seo_title: text, meta_description: text, social_image: imageUrl } as const;

/** A post in full (the post page, the CMS list and form). */
const postBody = recordWithImages({
  ...postFields,
  author_id: text,
  description: text,
  ...seoView,
  ...publicationView,
});
export const postView = { $id: 'content.views.post', ...postBody } as const;
export type PostView = FromSchema<typeof postView>;

/** A post in the public blog list: a 110-character plain-text excerpt instead of the description. */
const postSummaryBody = recordWithImages({ ...postFields, excerpt: text });
export const postSummaryView = { $id: 'content.views.postSummary', ...postSummaryBody } as const;
export type PostSummaryView = FromSchema<typeof postSummaryView>;

/** `getPost`: summaries for visitors, whole posts for an admin (the CMS list). */
export const postListItemView = {
  $id: 'content.views.postListItem',
  anyOf: [postBody, postSummaryBody],
} as const;
export type PostListItemView = FromSchema<typeof postListItemView>;

/** A free page with what search engines and link previews show (`social_image` empty: the logo). */
const pageFields = { name: text, description: text, status: statusView, ...seoView } as const;

/** A free page as the CMS sees it, with its publication. */
export const pageView = {
  $id: 'content.views.page',
  ...record({ ...pageFields, slug: text, ...publicationView }),
} as const;
export type PageView = FromSchema<typeof pageView>;

/**
 * `pagebyslug` (spec section 7): id, name, description, status and the search texts; an admin also gets
 * the slug and the publication.
 */
export const pageBySlugView = {
  $id: 'content.views.pageBySlug',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'status', 'seo_title', 'meta_description', 'social_image'],
  properties: { id, ...pageFields, slug: text, ...publicationView },
} as const;
export type PageBySlugView = FromSchema<typeof pageBySlugView>;

/** `public_page`: the path the site has a page at, as asked. */
export const publicPageView = {
  $id: 'content.views.publicPage',
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: { path: text },
} as const;
export type PublicPageView = FromSchema<typeof publicPageView>;

/* ---------- Banner pages and service pages ---------- */

/** A block of a banner or service page, ordered by `serial`. */
const blockView = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'tag', 'link', 'serial'],
  properties: {
    text,
    tag: { type: 'string', enum: ['h', 'p', 'li'] },
    link: text,
    serial: { type: 'integer' },
  },
} as const;
export type BlockView = FromSchema<typeof blockView>;

const blockPageFields = {
  title: text,
  slug: text,
  sort_description: text,
  em_image: imageUrl,
  banner_image: { type: ['string', 'null'] },
  json_data: { type: 'array', items: blockView },
  status: statusView,
  ...publicationView,
} as const;

export const bannerPageView = {
  $id: 'content.views.bannerPage',
  ...recordWithImages({ ...blockPageFields, banner_title: text, banner_description: text }),
} as const;
export type BannerPageView = FromSchema<typeof bannerPageView>;

export const servicePageView = {
  $id: 'content.views.servicePage',
  ...recordWithImages(blockPageFields),
} as const;
export type ServicePageView = FromSchema<typeof servicePageView>;

/** The public /services list. */
export const serviceSummaryView = {
  $id: 'content.views.serviceSummary',
  ...recordWithImages({ title: text, slug: text, sort_description: text, em_image: imageUrl }),
} as const;
export type ServiceSummaryView = FromSchema<typeof serviceSummaryView>;

/* ---------- Sections: cards, testimonials, charges ---------- */

export const cardView = {
  $id: 'content.views.card',
  ...record({ title: text, link: text, image: imageUrl, status: statusView }),
} as const;
export type CardView = FromSchema<typeof cardView>;

export const testimonialView = {
  $id: 'content.views.testimonial',
  ...record({ name: text, text, status: statusView }),
} as const;
export type TestimonialView = FromSchema<typeof testimonialView>;

/** A price row; `rate` is short text that may carry a unit ("£60 / hour"). */
export const chargeView = {
  $id: 'content.views.charge',
  ...record({ service: text, rate: text, status: statusView }),
} as const;
export type ChargeView = FromSchema<typeof chargeView>;

/* ---------- Newsletter ---------- */

/** A subscriber in the CMS list; tokens never leave the service. */
export const subscriberView = {
  $id: 'content.views.subscriber',
  ...record({
    name: text,
    email: text,
    status: { type: 'string', enum: ['pending', 'confirmed'] },
    created_at: nullableDateTimeView,
    confirmed_at: nullableDateTimeView,
  }),
} as const;
export type SubscriberView = FromSchema<typeof subscriberView>;

/** `admin/sendNewsletter`: the id of the queued newsletter (svc-notify mails it). */
export const newsletterQueuedView = { $id: 'content.views.newsletterQueued', ...record({}) } as const;
export type NewsletterQueuedView = FromSchema<typeof newsletterQueuedView>;

/**
 * `unsubscribe` (POST): what became of the link's address. `invalid` for a token nobody holds, which is
 * also what a link already used reads as (the subscriber, and so the token, are gone).
 */
export const unsubscribedView = {
  $id: 'content.views.unsubscribed',
  type: 'object',
  additionalProperties: false,
  required: ['result'],
  properties: { result: { type: 'string', enum: ['unsubscribed', 'invalid'] } },
} as const;
export type UnsubscribedView = FromSchema<typeof unsubscribedView>;

/**
 * `confirmSubscription` (POST): what became of the link's subscription. Confirming twice still reads as
 * `confirmed`; `invalid` for a token nobody holds (mistyped, or its subscriber has since unsubscribed).
 */
export const subscriptionConfirmedView = {
  $id: 'content.views.subscriptionConfirmed',
  type: 'object',
  additionalProperties: false,
  required: ['result'],
  properties: { result: { type: 'string', enum: ['confirmed', 'invalid'] } },
} as const;
export type SubscriptionConfirmedView = FromSchema<typeof subscriptionConfirmedView>;

/* ---------- Revisions ---------- */

/**
 * A revision of a post, page, banner page or service page: who saved it (the admin's user
 * id; names live in svc-auth), when, and the record as it was stored then (`snapshot`, the fields of the
 * record's own view less `id`).
 */
export const revisionView = {
  $id: 'content.views.revision',
  ...record({
    kind: { type: 'string', enum: ['post', 'page', 'banner-page', 'service-page'] },
    record_id: id,
    admin_id: text,
    at: { type: 'string', format: 'date-time' },
    snapshot: { type: 'object', additionalProperties: true },
  }),
} as const;
export type RevisionView = FromSchema<typeof revisionView>;

/* ---------- The landing data ---------- */

const landingList = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'array', items: record(properties) }) as const;

/** `landding` (spec section 7): what the site's home page shows, active records only. */
export const landingView = {
  $id: 'content.views.landing',
  type: 'object',
  additionalProperties: false,
  required: ['singleSetups', 'testimonials', 'cards', 'navbars', 'charge'],
  properties: {
    singleSetups: setupsBody,
    testimonials: landingList({ name: text, text }),
    cards: landingList({ title: text, image: imageUrl, link: text }),
    navbars: { type: 'array', items: navbarBody },
    charge: landingList({ service: text, rate: text }),
    /** Size and responsive copies of the cards' images, by URL (the setup's are in `singleSetups.images`). */
    images: imagesView,
  },
} as const;
export type LandingView = FromSchema<typeof landingView>;

export const contentViews = [
  setupsView,
  navbarView,
  postView,
  postSummaryView,
  postListItemView,
  pageView,
  pageBySlugView,
  publicPageView,
  bannerPageView,
  servicePageView,
  serviceSummaryView,
  cardView,
  testimonialView,
  chargeView,
  subscriberView,
  newsletterQueuedView,
  unsubscribedView,
  subscriptionConfirmedView,
  landingView,
  revisionView,
] as const;
