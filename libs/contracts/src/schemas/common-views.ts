/** `meta` of a paginated list. */
export const pageMetaView = {
  $id: 'common.views.pageMeta',
  type: 'object',
  additionalProperties: false,
  required: ['page', 'per_page', 'total'],
  properties: {
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1 },
    total: { type: 'integer', minimum: 0 },
  },
} as const;

/** A date as JSON carries it: an ISO 8601 string. */
export const dateTimeView = { type: 'string', format: 'date-time' } as const;
export const nullableDateTimeView = { type: ['string', 'null'], format: 'date-time' } as const;
/** 1 Active, 0 Inactive. */
export const statusView = { type: 'integer', enum: [0, 1] } as const;

export const commonViews = [pageMetaView] as const;
