/**
 * When a post, free page, banner page or service page is public. `publication` is
 * `draft` (never public) or `published`; a published record with `publish_at` in the future is
 * scheduled and becomes public by query once that time passes, so no timer is lost on a restart.
 * Both are optional: a create without them publishes at once, an update without them keeps what is
 * stored. `published` without `publish_at` means now. The record's `status` (Active/Inactive) is a
 * separate switch: the public sees a record only when it is Active, published and due.
 */
export const publicationFields = {
  publication: { type: 'string', enum: ['draft', 'published'] },
  publish_at: { type: 'string', format: 'date-time' },
} as const;

/** The stored state, in the views: `publish_at` is null for a draft never given a time. */
export const publicationView = {
  publication: { type: 'string', enum: ['draft', 'published'] },
  publish_at: { type: ['string', 'null'], format: 'date-time' },
} as const;

export type Publication = 'draft' | 'published';
