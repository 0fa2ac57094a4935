import type { MediaView } from '@voltdesk/contracts';

/** Bytes as people read them (KB and MB of 1024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "800 × 600 px", or nothing when the image's header could not be read. */
export function formatPixels(image: Pick<MediaView, 'width' | 'height'>): string {
  return image.width && image.height ? `${image.width} × ${image.height} px` : '';
}

const KINDS: Record<string, string> = {
  post: 'Post',
  page: 'Page',
  'banner-page': 'Banner page',
  'service-page': 'Service page',
  card: 'Card',
  testimonial: 'Testimonial',
  newsletter: 'Newsletter',
  setup: 'Setup',
  revision: 'Revision of',
};

/** "Post: Rewiring", "Revision of post "Rewiring"". */
export function formatUse(use: MediaView['used_by'][number]): string {
  const kind = KINDS[use.kind] ?? use.kind;
  return use.kind === 'revision' ? `${kind} ${use.title}` : `${kind}: ${use.title}`;
}
