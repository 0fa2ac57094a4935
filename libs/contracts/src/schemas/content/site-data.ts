import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField } from '../common';
import { googleMapField } from './fields';

/** An optional text field of a multipart form: may be sent empty to clear the value. */
const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * Site-settings modal (spec sections 1 and 3): multipart title, phone, email, address, map, logo, favicon
 * to `admin/updateSiteData`. The logo and favicon files are checked by their bytes, not here. The title is
 * required (it is the site's name everywhere); the other texts may be empty.
 */
export const siteDataSchema = {
  $id: 'content.siteData',
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: boundedString(150),
    phone: optionalText(50),
    email: { anyOf: [emailField, { type: 'string', maxLength: 0 }] },
    address: optionalText(500),
    // Stored as websiteData.google_map, so it follows the same rule: a Google Maps embed URL or empty.
    map: googleMapField,
  },
} as const;
export type SiteDataRequest = FromSchema<typeof siteDataSchema>;
