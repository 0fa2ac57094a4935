import { defineCalls, read } from '@voltdesk/app-core';
import { contentEndpoints as content, type RevisionKind } from '@voltdesk/contracts';
import { CMS_TAGS, type CmsTag } from './tags';

/** The tag of each kind's record, so a save of the record reloads its revisions. */
const RECORD_TAG: Readonly<Record<RevisionKind, CmsTag>> = {
  post: 'CmsPost',
  page: 'CmsPage',
  'banner-page': 'CmsBannerPage',
  'service-page': 'CmsServicePage',
};

interface RecordRef {
  kind: RevisionKind;
  id: string;
}

/**
 * A record's revisions (`admin/revisions`). The list follows the record's own tag, so a save of the record
 * (which keeps a revision) reloads it. Restoring one only fills the record's form (revisions-panel.tsx):
 * the save that follows is the record's own update.
 */
export const { useRevisionsQuery } = defineCalls(CMS_TAGS, {
  revisions: read(content.revisions, {
    args: (query: RecordRef) => ({ query }),
    providesTags: (_rows, _error, { kind, id }) => [
      { type: 'CmsRevision', id: `${kind}:${id}` },
      { type: RECORD_TAG[kind], id },
    ],
  }),
});
