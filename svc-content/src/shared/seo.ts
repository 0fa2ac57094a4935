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

/**
 * The search texts and social image as a post's or page's views show them: '' for one saved before the
 * fields existed.
 */
export const seoViewOf = (
  doc: Partial<Record<'seo_title' | 'meta_description' | 'social_image', string | null>>,
) => ({
  seo_title: doc.seo_title ?? '',
  meta_description: doc.meta_description ?? '',
  social_image: doc.social_image ?? '',
});
