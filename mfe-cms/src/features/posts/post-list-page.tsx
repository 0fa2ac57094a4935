import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { PostListItemView, PostView } from '@voltdesk/contracts';
import { ListView, pageQuery, StatusBadge, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { useCmsDeletePostMutation, useCmsGetPostsQuery } from './posts-api';
import { PostModal } from './post-modal';

type Editing = { mode: 'add' } | { mode: 'update'; post: PostView } | null;

/** With the admin token `getPost` answers whole posts; a summary here would mean a visitor's answer. */
const isWholePost = (p: PostListItemView): p is PostView => 'description' in p;

const columns: Column<PostListItemView>[] = [
  {
    header: 'Image',
    cell: (p) =>
      p.image ? (
        <img className="cms-thumb" src={p.image} alt={`${p.title} image`} />
      ) : (
        <span className="cms-muted">No image</span>
      ),
  },
  { header: 'Title', cell: (p) => p.title },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
];

/**
 * Post list (spec section 2, title 'Post list'): image, title, status; add, update and delete. Paged and
 * searched by svc-content, so every post can be reached however many there are.
 */
export default function PostListPage() {
  useDocumentTitle('Post list');
  const control = useListParams();
  const list = useCmsGetPostsQuery(pageQuery(control.params));
  const [remove] = useCmsDeletePostMutation();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="cms-screen">
      <PageHeader
        title="Post list"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      <ListView
        caption="Posts"
        columns={columns}
        rowKey={(p) => p.id}
        control={control}
        result={list}
        emptyText="No posts yet."
        searchLabel="Search posts"
        actions={{
          name: (p) => p.title,
          onEdit: (p) => {
            if (isWholePost(p)) setEditing({ mode: 'update', post: p });
          },
          onDelete: (p) => toastDeleted(remove(p.id), 'Post deleted successfully.'),
        }}
      />
      {editing ? (
        <PostModal
          key={editing.mode === 'update' ? editing.post.id : 'add'}
          post={editing.mode === 'update' ? editing.post : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
