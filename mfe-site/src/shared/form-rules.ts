/**
 * The client rules of the two public forms (spec section 5: "Contact and newsletter fields required"),
 * mirroring the contract's request schemas: every field required (after trimming), e-mail in e-mail
 * format, lengths bounded like the server's strings.
 *
 * Written by hand on purpose: the schema validator (`@voltdesk/app-core/forms`, ajv) costs about 65 KB gzip
 * and `/` has a 200 KB budget for everything. The limits mirror `content.newsletter.subscribe` and
 * `content.contact.create` of libs/contracts (owned by svc-content); the server's 422 (shown under each
 * field) stays the final word either way.
 */
export type FieldRules = Record<string, { label: string; email?: boolean; maxLength: number }>;

export const NEWSLETTER_RULES: FieldRules = {
  name: { label: 'name', maxLength: 100 },
  email: { label: 'email', email: true, maxLength: 254 },
};

export const CONTACT_RULES: FieldRules = {
  name: { label: 'name', maxLength: 100 },
  email: { label: 'email', email: true, maxLength: 254 },
  phone: { label: 'phone', maxLength: 50 },
  message: { label: 'message', maxLength: 5000 },
};

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
