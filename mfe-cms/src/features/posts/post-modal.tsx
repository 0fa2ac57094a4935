import type { PostView } from '@voltdesk/contracts';
import { RecordModal } from '@voltdesk/app-core/ui';
import { toFormData } from '../../shared/multipart';
import { useCmsInsertPostMutation, useCmsUpdatePostMutation } from './posts-api';

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', kind: 'rich' },
  // svc-content needs the image on create (its message, worded the same).
  { name: 'image', label: 'Image', kind: 'image', requiredOnCreate: true },
] as const;

/** Add (no `post`) or update modal of the Post list: title, rich-text description, image; update adds status. */
export function PostModal({ post, onClose }: { post?: PostView | undefined; onClose: () => void }) {
  const [insert, inserting] = useCmsInsertPostMutation();
  const [update, updating] = useCmsUpdatePostMutation();
  return (
    <RecordModal
      noun="Post"
      size="lg"
      fields={FIELDS}
      record={post}
      schemas={{ create: 'content.posts.create', update: 'content.posts.update' }}
      save={(body, files) => (post ? update(toFormData(body, files)) : insert(toFormData(body, files)))}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
