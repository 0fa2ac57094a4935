/**
 * JSON Schemas of the JSON-LD the site writes, after what Google's rich results read: a LocalBusiness
 * needs `name` and a PostalAddress `address`; an Article a `headline` of at most 110 characters, absolute
 * image URLs, an ISO publication date and an author and publisher with a name. The tests validate what the
 * pages put in <head> against them with the project's ajv (libs/contracts' configuration, strict mode).
 */
const absoluteUrl = { type: 'string', pattern: '^https?://[^\\s]+$' } as const;
const text = { type: 'string', minLength: 1 } as const;
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' } as const;
const day = {
  enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;

const organization = {
  type: 'object',
  required: ['@type', 'name'],
  properties: {
    '@type': { enum: ['Organization', 'Electrician', 'LocalBusiness'] },
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    logo: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'url'],
      properties: { '@type': { const: 'ImageObject' }, url: absoluteUrl },
    },
  },
  additionalProperties: false,
} as const;

export const electricianSchema = {
  $id: 'site.jsonLd.electrician',
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', '@id', 'name', 'url', 'address'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Electrician' },
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    description: text,
    logo: absoluteUrl,
    image: absoluteUrl,
    telephone: text,
    email: { type: 'string', format: 'email' },
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'streetAddress', 'addressCountry'],
      properties: {
        '@type': { const: 'PostalAddress' },
        streetAddress: text,
        postalCode: text,
        addressCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
      },
    },
    areaServed: text,
    openingHoursSpecification: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['@type', 'dayOfWeek', 'opens', 'closes'],
        properties: {
          '@type': { const: 'OpeningHoursSpecification' },
          dayOfWeek: { type: 'array', minItems: 1, items: day },
          opens: time,
          closes: time,
        },
      },
    },
    contactPoint: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['@type', 'telephone', 'contactType'],
        properties: {
          '@type': { const: 'ContactPoint' },
          telephone: text,
          contactType: text,
          areaServed: text,
        },
      },
    },
    sameAs: { type: 'array', items: absoluteUrl },
  },
} as const;

export const articleSchema = {
  $id: 'site.jsonLd.article',
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'headline', 'image', 'datePublished', 'author', 'publisher', 'url'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Article' },
    headline: { type: 'string', minLength: 1, maxLength: 110 },
    description: { type: 'string' },
    image: { type: 'array', minItems: 1, items: absoluteUrl },
    datePublished: { type: 'string', format: 'date-time' },
    author: organization,
    publisher: organization,
    mainEntityOfPage: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', '@id'],
      properties: { '@type': { const: 'WebPage' }, '@id': absoluteUrl },
    },
    url: absoluteUrl,
  },
} as const;
