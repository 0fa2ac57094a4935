import { boundedString, emailField } from '../common';
import { googleMapField, linkField, optionalHttpUrl, optionalLinkField, optionalText } from './fields';

/**
 * Setup entries (spec section 3): one schema per key, validating `admin/createSingleSetup` (multipart
 * `key` plus that key's value fields; the image file is checked by its bytes, not here). Spellings are the
 * spec's, typos included (`letBanner`, `unpiadInvoice`).
 */
const setup = <
  const K extends string,
  const P extends Record<string, object>,
  const R extends readonly string[],
>(
  key: K,
  properties: P,
  required: R,
) =>
  ({
    $id: `content.setup.${key}`,
    type: 'object',
    additionalProperties: false,
    required: ['key', ...required],
    properties: { key: { type: 'string', const: key }, ...properties },
  }) as const;

const title = boundedString(200);
const description = boundedString(2000);

export const setupSchemas = [
  setup(
    'websiteData',
    {
      title,
      email: { anyOf: [emailField, { type: 'string', maxLength: 0 }] },
      phone: optionalText(50),
      phone_two: optionalText(50),
      address: optionalText(500),
      service_area: optionalText(500),
      google_map: googleMapField,
    },
    ['title'],
  ),
  setup('websiteLogo', {}, []),
  setup('favicon', {}, []),
  setup('sliderImage', {}, []),
  setup('qrCode', {}, []),
  setup('letBanner', { title, description, link: optionalLinkField }, ['title', 'description']),
  setup(
    'rightBanner',
    {
      special_title: title,
      title,
      description,
      link: linkField,
      timeIconText: boundedString(100),
      serviceIconText: boundedString(100),
      batchIconText: boundedString(100),
    },
    ['special_title', 'title', 'description', 'link', 'timeIconText', 'serviceIconText', 'batchIconText'],
  ),
  setup('contactData', { title }, ['title']),
  setup('newsLetter', { title, description }, ['title', 'description']),
  setup(
    'socialLink',
    {
      facebook: optionalHttpUrl,
      instagram: optionalHttpUrl,
      twitter: optionalHttpUrl,
      youtube: optionalHttpUrl,
    },
    [],
  ),
  setup(
    'unpiadInvoice',
    {
      email: emailField,
      time: { type: 'integer', minimum: 1, maximum: 10080 },
      // Remind customers this many days after an unpaid invoice's due date (svc-notify); absent = off.
      customer_reminder_days: { type: 'integer', minimum: 1, maximum: 365 },
    },
    ['email', 'time'],
  ),
  setup(
    'bankInfo',
    {
      holder_name: boundedString(150),
      ac_no: boundedString(50),
      sort_code: optionalText(50),
      sort_name: optionalText(50),
      bank_name: boundedString(150),
    },
    ['holder_name', 'ac_no', 'bank_name'],
  ),
  setup('mainBanner', { title, description }, ['title', 'description']),
  setup('charge_page_text', { title, description, special_description: description }, [
    'title',
    'description',
    'special_description',
  ]),
  setup('charge_top_image', {}, []),
  setup('charge_middle_image', {}, []),
  setup('charge_bottom_image', {}, []),
  setup('chargeBg', { title }, ['title']),
  setup('banner_page_image', { title }, ['title']),
  setup('service_page_image', { title }, ['title']),
] as const;

export type SetupKey = (typeof setupSchemas)[number]['properties']['key']['const'];
export const SETUP_KEYS = setupSchemas.map((s) => s.properties.key.const) as readonly SetupKey[];
/**
 * The unpaid-invoice alert settings, under the spec's key (typo included): the wire's name, written once so
 * the code says `UNPAID_INVOICE_SETUP_KEY`.
 */
export const UNPAID_INVOICE_SETUP_KEY = 'unpiadInvoice' satisfies SetupKey;
/** Keys only an admin token reads (the unpaid-invoice alert settings). */
export const PRIVATE_SETUP_KEYS: readonly SetupKey[] = [UNPAID_INVOICE_SETUP_KEY];

/** Keys whose value carries an `image` (URL); the upload is required while the entry has none. */
export const SETUP_IMAGE_KEYS: readonly SetupKey[] = [
  'websiteLogo',
  'favicon',
  'sliderImage',
  'qrCode',
  'letBanner',
  'rightBanner',
  'contactData',
  'charge_top_image',
  'charge_middle_image',
  'charge_bottom_image',
  'chargeBg',
  'banner_page_image',
  'service_page_image',
];
