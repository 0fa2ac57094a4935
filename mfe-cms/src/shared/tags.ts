/**
 * RTK Query tag types of the CMS remote. Prefixed with `Cms` because every remote injects into the shell's
 * one api, where tag names are global. Setup entries use app-core's own `Setup` tag (the shell's header,
 * footer and title read the same `getSingleSetup` answer, so a save here refreshes them too).
 */
export const CMS_TAGS = [
  'CmsNavbar',
  'CmsPost',
  'CmsPage',
  'CmsCard',
  'CmsTestimonial',
  'CmsCharge',
  'CmsBannerPage',
  'CmsServicePage',
  'CmsSubscriber',
  /** The newsletter delivery log (svc-notify). */
  'CmsDelivery',
  /** Revisions of posts, pages, banner and service pages. */
  'CmsRevision',
  /** The media library. */
  'CmsMedia',
] as const;
export type CmsTag = (typeof CMS_TAGS)[number];

/** `{ type, id: 'LIST' }` plus one tag per id, as every list provides. */
export function listTags<T extends CmsTag>(type: T, rows: readonly { id: string }[] | undefined) {
  return [{ type, id: 'LIST' }, ...(rows ?? []).map((r) => ({ type, id: r.id }))];
}
