import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader, RowActions } from '../../shared/page';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { PostView } from '../../shared/types';
import { useCmsDeletePostMutation, useCmsGetPostsQuery } from './posts-api';
import { PostModal } from './post-modal';

type Editing = { mode: 'add' } | { mode: 'update'; post: PostView } | null;

/** Post list (spec section 2, title 'Post list'): image, title, status; add, update and delete. */
export default function PostListPage() {
  useDocumentTitle('Post list');
  const { data, isLoading, isError } = useCmsGetPostsQuery();
  const [remove] = useCmsDeletePostMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Post deleted successfully.');
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<PostView>[] = [
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
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (p) => (
        <RowActions
          name={p.title}
          onEdit={() => setEditing({ mode: 'update', post: p })}
          onDelete={() => del.ask(p.id)}
        />
      ),
    },
  ];

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
      {isError ? <LoadError what="The posts" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(p) => p.id}
        loading={isLoading}
        caption="Posts"
        emptyText="No posts yet."
      />
      {editing ? (
        <PostModal
          key={editing.mode === 'update' ? editing.post.id : 'add'}
          post={editing.mode === 'update' ? editing.post : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </div>
  );
}
