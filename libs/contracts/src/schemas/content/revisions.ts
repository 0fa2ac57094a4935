import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../common';

/** The records that keep revisions: one kind per CMS form. */
export const revisionKinds = ['post', 'page', 'banner-page', 'service-page'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** `admin/revisions?kind=&id=`: the revisions of one record, newest first (at most 20 are kept). */
export const revisionListQuerySchema = {
  $id: 'content.revisions.listQuery',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id'],
  properties: { kind: { type: 'string', enum: revisionKinds }, id: idField },
} as const;
export type RevisionListQuery = FromSchema<typeof revisionListQuerySchema>;

/** `admin/restoreRevision`: puts the record back as that revision kept it (a new revision itself). */
export const revisionRestoreSchema = {
  $id: 'content.revisions.restore',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField },
} as const;
export type RevisionRestoreRequest = FromSchema<typeof revisionRestoreSchema>;
