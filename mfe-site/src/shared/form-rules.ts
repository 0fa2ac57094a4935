import { contactSchema, fieldLabel, subscribeSchema } from '@voltdesk/contracts';

/**
 * The client rules of the two public forms (spec section 5: "Contact and newsletter fields required"), read
 * from the contract's request schemas (`content.newsletter.subscribe`, `content.contact.create`): the
 * required fields, e-mail format and maximum lengths come from there, so they can never disagree with the
 * server.
 *
 * The check itself is small and hand-written on purpose: the schema validator (`@voltdesk/app-core/forms`,
 * ajv) costs about 65 KB gzip and `/` has a 200 KB budget for everything. The server's 422 (shown under
 * each field) stays the final word either way.
 */
export type FieldRules = Record<string, { label: string; email?: boolean; maxLength: number }>;

interface RequestSchema {
  required: readonly string[];
  properties: Record<string, { format?: string; maxLength?: number }>;
}

function rulesOf(schema: RequestSchema): FieldRules {
  return Object.fromEntries(
    schema.required.map((field) => {
      const property = schema.properties[field];
      return [
        field,
        {
          label: fieldLabel(field),
          email: property?.format === 'email',
          maxLength: property?.maxLength ?? Number.POSITIVE_INFINITY,
        },
      ];
    }),
  );
}

export const NEWSLETTER_RULES = rulesOf(subscribeSchema);
export const CONTACT_RULES = rulesOf(contactSchema);

// The shape ajv-formats' "email" accepts, simplified: something@domain.tld without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First problem of each field, worded like the server's messages; empty when the values are fine. */
export function checkFields(rules: FieldRules, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = (values[field] ?? '').trim();
    if (!value) errors[field] = `The ${rule.label} field is required.`;
    else if (rule.email && !EMAIL.test(value))
      errors[field] = `The ${rule.label} must be a valid email address.`;
    else if (value.length > rule.maxLength)
      errors[field] = `The ${rule.label} may not be greater than ${rule.maxLength} characters.`;
  }
  return errors;
}

/** Trimmed copies of the values, as the server stores them. */
export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}
