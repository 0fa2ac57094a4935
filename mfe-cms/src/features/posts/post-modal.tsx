import type { PostView } from '@voltdesk/contracts';
import { RecordModal } from '@voltdesk/app-core/ui';
import { usePostSave } from './posts-api';

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', kind: 'rich' },
  // svc-content needs the image on create (its message, worded the same).
  { name: 'image', label: 'Image', kind: 'image', requiredOnCreate: true },
] as const;

/** Add (no `post`) or update modal of the Post list: title, rich-text description, image; update adds status. */
export function PostModal({ post, onClose }: { post?: PostView | undefined; onClose: () => void }) {
  return (
    <RecordModal noun="Post" size="lg" fields={FIELDS} record={post} onClose={onClose} {...usePostSave()} />
  );
}
