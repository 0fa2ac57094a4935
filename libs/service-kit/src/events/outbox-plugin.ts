import type { Model, Query, Schema, UpdateQuery } from 'mongoose';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- update documents for models of any type
type AnyUpdate = UpdateQuery<any>;
import type { EventEnvelope } from '@voltdesk/contracts';
import { toOutboxRecord } from './make-event';

/**
 * What a model with the plugin emits after a write through mongoose has added events to its outbox. The
 * outbox relay listens for it to make a pass at once, so services never have to wake the relay themselves.
 */
export const OUTBOX_WRITTEN = 'outbox:written';

/** True when an update carries events (`pushEvents`, `updateWithEvents`, `tombstoneWithEvents`). */
const addsEvents = (update: unknown): boolean =>
  (update as { $set?: { _pending?: unknown } } | null)?.$set?._pending === true;

/**
 * Transactional outbox without transactions (the embedded database is standalone): a change and the events
 * it causes are written in ONE document write. Each document carries `_outbox` (events not yet published)
 * and `_pending` (an indexed flag the relay looks for). A delete is a tombstone (`_deleted`) holding its
 * event; queries never see tombstones, and the relay removes the document once the event is out.
 */
export function outboxPlugin(schema: Schema): void {
  schema.add({
    _outbox: {
      type: [
        {
          _id: false,
          id: String,
          topic: String,
          key: String,
          value: String,
          at: Date,
          trace: String,
          requestId: String,
        },
      ],
      default: undefined,
      select: false,
    },
    _pending: { type: Boolean, select: false },
    _deleted: { type: Date, select: false },
  });
  // A complete (non-sparse) index: the relay's `{_pending: true}` lookup must never scan the collection,
  // and a sparse index cannot serve every predicate on every server.
  schema.index({ _pending: 1 });
  const hideTombstones = function (this: { where(filter: object): unknown }) {
    this.where({ _deleted: { $exists: false } });
  };
  schema.pre(
    [
      'find',
      'findOne',
      'countDocuments',
      'findOneAndUpdate',
      'updateOne',
      'updateMany',
      'deleteOne',
      'deleteMany',
    ],
    hideTombstones,
  );
  schema.pre('aggregate', function () {
    this.pipeline().unshift({ $match: { _deleted: { $exists: false } } });
  });
  schema.pre('save', function () {
    this.$locals.outboxWritten = this.isModified('_outbox');
  });
  schema.post('save', function () {
    if (this.$locals.outboxWritten) (this.constructor as Model<unknown>).emit(OUTBOX_WRITTEN);
  });
  schema.post(['updateOne', 'updateMany', 'findOneAndUpdate'], function (this: Query<unknown, unknown>) {
    if (addsEvents(this.getUpdate())) this.model.emit(OUTBOX_WRITTEN);
  });
}

/** Fields for a new document that is created together with its events. */
export function withEvents(...events: EventEnvelope[]) {
  return { _outbox: events.map(toOutboxRecord), _pending: true };
}

/** Update operators that append events to the document's outbox in the same write. */
export function pushEvents(...events: EventEnvelope[]): AnyUpdate {
  return { $push: { _outbox: { $each: events.map(toOutboxRecord) } }, $set: { _pending: true } };
}

/** Merges an update with event appends (keeps the caller's own `$set`/`$push`). */
export function updateWithEvents(update: AnyUpdate, ...events: EventEnvelope[]): AnyUpdate {
  const records = events.map(toOutboxRecord);
  const u = update as Record<string, Record<string, unknown> | undefined>;
  return {
    ...update,
    $set: { ...(u.$set ?? {}), _pending: true },
    $push: { ...(u.$push ?? {}), _outbox: { $each: records } },
  };
}

/** Update that turns a document into a tombstone carrying its deletion events. */
export function tombstoneWithEvents(...events: EventEnvelope[]): AnyUpdate {
  return updateWithEvents({ $set: { _deleted: new Date() } }, ...events);
}
