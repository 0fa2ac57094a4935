import { useDocumentTitle } from '@voltdesk/app-core';
import type { PostListItemView, PostView } from '@voltdesk/contracts';
import { RecordList, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { usePostList } from './posts-api';
import { PostModal } from './post-modal';

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
  const list = usePostList();
  return (
    <div className="cms-screen">
      <RecordList
        {...list}
        heading={(add) => <PageHeader title="Post list" actions={add} />}
        columns={columns}
        name={(p) => p.title}
        editor={(post, close) =>
          post === undefined || isWholePost(post) ? <PostModal post={post} onClose={close} /> : null
        }
      />
    </div>
  );
}
