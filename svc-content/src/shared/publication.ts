import type { Publication } from '@voltdesk/contracts';
import type { Model } from 'mongoose';
import type { Clock } from './clock';
import { iso } from './serialize';

/** The stored publication of a post, free page, banner page or service page. */
export interface PublicationDoc {
  publication: Publication;
  /** When a published record becomes public; null for a draft never given a time. */
  publish_at: Date | null;
}

/**
 * The schema fields. The defaults (published when written) serve documents created through mongoose
 * without them; documents stored before the fields existed have neither, and `migratePublication` gives
 * them theirs (queries do not see schema defaults).
 */
export const publicationSchemaFields = {
  publication: { type: String, enum: ['draft', 'published'], default: 'published' },
  publish_at: { type: Date, default: () => new Date() },
} as const;

/** What a request's publication fields store; nothing when it carries neither (an update keeps them). */
export function publicationFieldsOf(
  body: { publication?: Publication; publish_at?: string },
  clock: Clock,
): Partial<PublicationDoc> {
  const at = body.publish_at === undefined ? undefined : new Date(body.publish_at);
  if (body.publication === 'draft') return { publication: 'draft', ...(at ? { publish_at: at } : {}) };
  if (body.publication === 'published') return { publication: 'published', publish_at: at ?? clock.now() };
  return at ? { publish_at: at } : {};
}

/** A create publishes at once unless the request says otherwise. */
export const newPublication = (
  body: { publication?: Publication; publish_at?: string },
  clock: Clock,
): PublicationDoc => ({
  publication: 'published',
  publish_at: body.publication === 'draft' ? null : clock.now(),
  ...publicationFieldsOf(body, clock),
});

/** The condition a public read adds to "Active": published and due. */
export const publishedBy = (now: Date) => ({ publication: 'published', publish_at: { $lte: now } });

/** The publication in a view (a document the migration has not reached yet counts as published). */
export const publicationOf = (doc: Partial<PublicationDoc>) => ({
  publication: doc.publication ?? 'published',
  publish_at: iso(doc.publish_at),
});

// Four models of different documents that share the two fields; mongoose's Model is invariant in it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Publishable = Model<any>;

/**
 * Records saved before publication existed were public, so they become published from the time they
 * were created (idempotent: only documents without the field are touched).
 */
export async function migratePublication(models: readonly Publishable[]): Promise<number> {
  let migrated = 0;
  for (const model of models) {
    const docs = await model
      .find({ publication: { $exists: false } }, { _id: 1, created_at: 1 })
      .lean<Array<{ _id: unknown; created_at?: Date }>>();
    if (docs.length === 0) continue;
    await model.bulkWrite(
      docs.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id, publication: { $exists: false } },
          update: { $set: { publication: 'published', publish_at: doc.created_at ?? new Date(0) } },
        },
      })),
    );
    migrated += docs.length;
  }
  return migrated;
}

/**
 * The earliest time after `now` at which a scheduled record of `models` goes live, or null: the read
 * cache drops everything then, so a cached page never hides a due record.
 */
export async function nextPublishAt(models: readonly Publishable[], now: Date): Promise<Date | null> {
  const next = await Promise.all(
    models.map((model) =>
      model
        .findOne({ publication: 'published', publish_at: { $gt: now } }, { publish_at: 1 })
        .sort({ publish_at: 1 })
        .lean<{ publish_at: Date } | null>(),
    ),
  );
  const times = next.flatMap((doc) => (doc ? [new Date(doc.publish_at).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * What a kind with a publication adds to its `CrudKind`: the public filter, and the stored publication of
 * a request (a create, which has no `id`, publishes at once unless told otherwise).
 */
export const publicationKind = (clock: Clock) => ({
  publicFilter: () => publishedBy(clock.now()),
  publicationOf: (body: object): Partial<PublicationDoc> => {
    const request = body as { publication?: Publication; publish_at?: string };
    return 'id' in body ? publicationFieldsOf(request, clock) : newPublication(request, clock);
  },
});
