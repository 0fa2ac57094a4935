/**
 * The search texts of a post or page as stored: trimmed, and only those the request carries, so a client
 * that does not know the fields (an older CMS) never blanks them on update.
 */
export function seoFieldsOf(body: { seo_title?: string; meta_description?: string }): {
  seo_title?: string;
  meta_description?: string;
} {
  return {
    ...(body.seo_title !== undefined ? { seo_title: body.seo_title.trim() } : {}),
    ...(body.meta_description !== undefined ? { meta_description: body.meta_description.trim() } : {}),
  };
}
