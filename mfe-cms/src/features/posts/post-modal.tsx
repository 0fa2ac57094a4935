import type { PostView } from '@voltdesk/contracts';
import { RecordModal } from '@voltdesk/app-core/ui';
import { publishAtOf, toLocalInput } from '../../shared/publication';
import { usePostSave } from './posts-api';

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', kind: 'rich' },
  // svc-content needs the image on create (its message, worded the same).
  { name: 'image', label: 'Image', kind: 'image', requiredOnCreate: true },
  // Search engines and link previews; empty means the site's defaults.
  { name: 'seo_title', label: 'SEO title', placeholder: 'Empty: the title' },
  {
    name: 'meta_description',
    label: 'Meta description',
    kind: 'textarea',
    placeholder: 'Empty: the start of the description',
  },
  { name: 'social_image', label: 'Social image', kind: 'image' },
  // A draft stays off the site; published with a later time is scheduled.
  {
    name: 'publication',
    label: 'Publication',
    kind: 'select',
    initial: 'published',
    options: [
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Draft' },
    ],
  },
  {
    name: 'publish_at',
    label: 'Publish at (empty: at once)',
    kind: 'datetime',
    format: (stored: unknown) => toLocalInput(String(stored)),
    parse: publishAtOf,
  },
] as const;

/**
 * Add (no `post`) or update modal of the Post list: title, rich-text description, image, and what search
 * engines and shared links show (SEO title, meta description, social image: the site falls back to the
 * title, the text and the image), and its publication (published at once or at a time, or a draft); update
 * adds status.
 */
export function PostModal({ post, onClose }: { post?: PostView | undefined; onClose: () => void }) {
  return (
    <RecordModal noun="Post" size="lg" fields={FIELDS} record={post} onClose={onClose} {...usePostSave()} />
  );
}
