import type { RevisionView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import type { RevisionDoc } from './model';

/** Stored dates of a snapshot (publish_at, written) as ISO text, as the record's own view has them. */
const plain = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
};

export const serializeRevision = (r: Lean<RevisionDoc>): RevisionView => ({
  id: idOf(r),
  kind: r.kind,
  record_id: r.record_id,
  admin_id: r.admin_id,
  at: r.at.toISOString(),
  snapshot: plain(r.snapshot) as Record<string, unknown>,
});
