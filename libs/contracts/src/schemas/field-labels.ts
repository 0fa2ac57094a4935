/**
 * What a person calls each field, for every message that names one ("The header image field is
 * required."). The API keeps the spec's field names (`em_image`, `ac_no`, `qty`...); only the words shown
 * change. One table for the whole product: the 422 messages built from the schemas (field-errors.ts), the
 * services' own messages (a missing upload, rich text that sanitizes to nothing) and the forms that check
 * fields by hand all read it, so a field is never called two things.
 *
 * A field missing here is named by its own name with `_` and camelCase turned into spaces
 * (`service_area` -> "service area", `timeIconText` -> "time icon text"), which reads well for most.
 * Labels are lower case: they stand in the middle of a sentence ("The sort code format is invalid.").
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // The whole body or query, when it is not even an object.
  _: 'request',
  ac_no: 'account number',
  em_image: 'header image',
  google_map: 'Google Maps link',
  holder_name: 'account holder name',
  // `adminNames`' comma-separated admin ids.
  ids: 'admins',
  json_data: 'blocks',
  // RFC 8058's one-click body field, as a mail client posts it.
  'List-Unsubscribe': 'unsubscribe request',
  map: 'Google Maps link',
  nav_active: 'navbar setting',
  order_custom_id: 'custom order ID',
  order_id: 'order',
  parentid: 'parent',
  per_page: 'number per page',
  phone_two: 'second phone',
  publish_at: 'publication date and time',
  prices_include_vat: 'prices include VAT setting',
  quick_active: 'quick links setting',
  seo_title: 'SEO title',
  // Both spellings of the bank's sort code reach the API (spec section 3).
  sort_code: 'sort code',
  sort_name: 'sort code',
  sort_description: 'short description',
  useful_active: 'useful links setting',
  vat_number: 'VAT number',
  vat_rate: 'VAT rate',
  vat_registered: 'VAT registration',
};

/**
 * The words for a field or a field path: the label of its last named part, so a block's text
 * (`json_data.0.text`) is "text" and an order line's `items.2.qty` is "quantity".
 */
export function fieldLabel(field: string): string {
  const name =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  if (Object.hasOwn(FIELD_LABELS, name)) return FIELD_LABELS[name]!;
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
}

/** "The <label> field is required.", the one wording of a missing or empty field. */
export const requiredMessage = (field: string): string => `The ${fieldLabel(field)} field is required.`;
