import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type EnvelopeOf,
  type RevisionKind,
  type RevisionView,
} from '@voltdesk/contracts';
import { CMS_TAGS, type CmsTag } from './tags';

/** The list tag of each kind's record, so a restore reloads the record's form and list. */
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
 * A record's revisions (`admin/revisions`) and restoring one (`admin/restoreRevision`). The list follows
 * the record's own tag, so a save of the record (which keeps a revision) reloads it; a restore reloads
 * the record, its list and the revisions.
 */
const revisionsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsRevisions: build.query<RevisionView[], RecordRef>({
      query: (query) => callOf(content.revisions, { query }),
      transformResponse: dataOf(content.revisions),
      providesTags: (_rows, _error, { kind, id }) => [
        { type: 'CmsRevision', id: `${kind}:${id}` },
        { type: RECORD_TAG[kind], id },
      ],
    }),
    cmsRestoreRevision: build.mutation<EnvelopeOf<typeof content.restoreRevision>, RevisionView>({
      query: (revision) => callOf(content.restoreRevision, { body: { id: revision.id } }),
      invalidatesTags: (_answer, _error, { kind, record_id: id }) => [
        { type: 'CmsRevision', id: `${kind}:${id}` },
        { type: RECORD_TAG[kind], id },
        { type: RECORD_TAG[kind], id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const { useCmsRevisionsQuery, useCmsRestoreRevisionMutation } = revisionsApi;
