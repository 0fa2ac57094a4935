import { useDocumentTitle } from '@voltdesk/app-core';
import type { PostListItemView, PostView } from '@voltdesk/contracts';
import { useState } from 'react';
import { Modal, RecordList, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { publicationLabel } from '../../shared/publication';
import { RevisionsPanel } from '../../shared/revisions-panel';
import { restoredRecord } from '../../shared/restored-record';
import { usePostList } from './posts-api';
import { PostModal } from './post-modal';

/** With the admin token `getPost` answers whole posts; a summary here would mean a visitor's answer. */
const isWholePost = (p: PostListItemView): p is PostView => 'description' in p;

const columnsWith = (showRevisions: (post: PostView) => void): Column<PostListItemView>[] => [
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
  { header: 'Publication', cell: (p) => (isWholePost(p) ? publicationLabel(p) : '') },
  {
    // The site shows a post visitors cannot see yet to a signed-in admin, marked as a preview.
    header: 'Preview',
    cell: (p) => (
      <a href={`/details/${encodeURIComponent(p.slug)}`} target="_blank" rel="noreferrer">
        Preview<span className="vd-visually-hidden"> {p.title}</span>
      </a>
    ),
  },
  {
    header: 'Revisions',
    cell: (p) =>
      isWholePost(p) ? (
        <button type="button" className="vd-btn vd-btn--ghost" onClick={() => showRevisions(p)}>
          Revisions<span className="vd-visually-hidden"> of {p.title}</span>
        </button>
      ) : null,
  },
];

/**
 * Post list (spec section 2, title 'Post list'): image, title, status, publication (draft,
 * scheduled, published) and the post's revisions; add, update and delete. Paged and searched by
 * svc-content, so every post can be reached however many there are.
 */
export default function PostListPage() {
  useDocumentTitle('Post list');
  const list = usePostList();
  const [revisionsOf, setRevisionsOf] = useState<PostView | null>(null);
  // A restored revision opens the post's update form filled with it; nothing is written until Update.
  const [restoring, setRestoring] = useState<PostView | null>(null);
  return (
    <div className="cms-screen">
      <RecordList
        {...list}
        heading={(add) => <PageHeader title="Post list" actions={add} />}
        columns={columnsWith(setRevisionsOf)}
        name={(p) => p.title}
        editor={(post, close) =>
          post === undefined || isWholePost(post) ? <PostModal post={post} onClose={close} /> : null
        }
      />
      {revisionsOf ? (
        <Modal
          open
          size="lg"
          title={`Revisions of ${revisionsOf.title}`}
          onClose={() => setRevisionsOf(null)}
        >
          <RevisionsPanel
            kind="post"
            recordId={revisionsOf.id}
            titleField="title"
            onRestore={(revision) => {
              setRevisionsOf(null);
              setRestoring(restoredRecord(revisionsOf, revision.snapshot));
            }}
          />
        </Modal>
      ) : null}
      {restoring ? <PostModal post={restoring} onClose={() => setRestoring(null)} /> : null}
    </div>
  );
}
