import type { RevisionKind, RevisionView } from '@voltdesk/contracts';
import { NotFoundError, type Lean } from '@voltdesk/service-kit';
import type { Model } from 'mongoose';
import type { ContentChanges } from '../shared/changes';
import type { Clock } from '../shared/clock';
import type { RevisionDoc, RevisionModel } from './model';
import { serializeRevision } from './serializer';

/** How many revisions of one record are kept. */
export const REVISIONS_KEPT = 20;

/** A kept record kind: its model, and the name `ContentChanges` hears after a restore. */
export interface RevisedKind {
  // The four models hold different documents; a revision only copies their stored fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  changes: string;
}

type RevisionDeps = {
  revisions: RevisionModel;
  kinds: Readonly<Record<RevisionKind, RevisedKind>>;
  changes: ContentChanges;
  clock: Clock;
};

/**
 * Fields a restore never writes back: the identity, the timestamps, the slug (a URL people hold), and
 * whether and when the record is public (status, publication, publish_at). Bringing back an old draft's
 * text must not take a live record off the site, nor publish a draft: that changes only when an editor
 * sets it and saves. The CMS restores into the form and saves through the record's own update; this
 * endpoint follows the same rule for any other caller.
 */
const NOT_RESTORED = new Set([
  '_id',
  '__v',
  'created_at',
  'updated_at',
  'slug',
  'status',
  'publication',
  'publish_at',
]);

/**
 * Revisions of posts, pages, banner pages and service pages: every save keeps the record as stored (who,
 * when), the newest 20 per record; a restore writes a revision's content back (never its publication
 * state) and is a save itself.
 */
export class RevisionService {
  constructor(private readonly deps: RevisionDeps) {}

  /** Keeps the record as it is stored now, then drops all but the newest `REVISIONS_KEPT`. */
  async record(kind: RevisionKind, recordId: string, adminId: string): Promise<RevisionView> {
    const doc = await this.deps.kinds[kind].model.findById(recordId).lean<Record<string, unknown>>();
    if (!doc) throw new NotFoundError('Record not found.');
    const { _id, __v, created_at: _created, updated_at: _updated, ...snapshot } = doc;
    const revision = await this.deps.revisions.create({
      kind,
      record_id: recordId,
      snapshot,
      admin_id: adminId,
      at: this.deps.clock.now(),
    });
    const old = await this.deps.revisions
      .find({ kind, record_id: recordId }, { _id: 1 })
      .sort({ at: -1, _id: -1 })
      .skip(REVISIONS_KEPT)
      .lean();
    if (old.length) await this.deps.revisions.deleteMany({ _id: { $in: old.map((r) => r._id) } });
    return serializeRevision(revision.toObject() as Lean<RevisionDoc>);
  }

  async list(kind: RevisionKind, recordId: string): Promise<RevisionView[]> {
    const docs = await this.deps.revisions
      .find({ kind, record_id: recordId })
      .sort({ at: -1, _id: -1 })
      .limit(REVISIONS_KEPT)
      .lean<Array<Lean<RevisionDoc>>>();
    return docs.map(serializeRevision);
  }

  /** @throws NotFoundError for an unknown revision, or one whose record was deleted. */
  async restore(revisionId: string, adminId: string): Promise<RevisionView> {
    const revision = await this.deps.revisions.findById(revisionId).lean<Lean<RevisionDoc>>();
    if (!revision) throw new NotFoundError('Revision not found.');
    const fields = Object.fromEntries(
      Object.entries(revision.snapshot).filter(([field]) => !NOT_RESTORED.has(field)),
    );
    const kind = this.deps.kinds[revision.kind];
    const done = await kind.model.updateOne({ _id: revision.record_id }, { $set: fields });
    if (done.matchedCount === 0) throw new NotFoundError('The record of this revision no longer exists.');
    this.deps.changes.changed(kind.changes);
    return this.record(revision.kind, revision.record_id, adminId);
  }

  /** A deleted record's revisions go with it. */
  async forget(kind: RevisionKind, recordId: string): Promise<void> {
    await this.deps.revisions.deleteMany({ kind, record_id: recordId });
  }
}
