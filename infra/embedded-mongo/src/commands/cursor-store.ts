import { Long, calculateObjectSize } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from '../values/normalize';
import { RawDocument } from '../wire/raw-document';

/** Replies must stay under 16 MiB; leave room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** Applied to each batch as it is sent (e.g. a projection), so unread results cost nothing. */
export type BatchTransform = (batch: Doc[]) => Doc[];

/**
 * A cursor's results: documents, or positions read when their batch is sent (a find keeps only the
 * matching ids and decodes each batch then, so a large result is never all in memory). A position read
 * as undefined (a document deleted since) is skipped, as MongoDB's cursors skip it.
 */
export interface ResultList {
  readonly length: number;
  get(i: number): Doc | RawDocument | undefined;
}

const listOf = (docs: Doc[] | ResultList): ResultList =>
  Array.isArray(docs) ? { length: docs.length, get: (i) => docs[i] } : docs;

interface OpenCursor {
  ns: string;
  docs: ResultList;
  /** Only for results of decoded documents (a list of RawDocuments is sent as stored). */
  transform: BatchTransform | undefined;
  pos: number;
  lastUsed: number;
}

/** A cursor is a position in its results, served batch by batch. */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;

  get size(): number {
    return this.open.size;
  }

  /** The `cursor` reply field for a first batch, registering a cursor if documents remain. */
  firstBatch(
    ns: string,
    results: Doc[] | ResultList,
    batchSize: number | undefined,
    singleBatch = false,
    transform?: BatchTransform,
  ): Doc {
    const docs = listOf(results);
    // batchSize 0 asks for an empty first batch with the cursor left open (takeBatch reads 0 as "all").
    const { batch, next } =
      batchSize === 0 ? { batch: [], next: 0 } : takeBatch(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (next < docs.length && !singleBatch) {
      const key = (this.nextId++).toString();
      this.open.set(key, { ns, docs, transform, pos: next, lastUsed: Date.now() });
      id = Long.fromString(key);
    }
    // Sizes were measured before the transform; a projection only makes documents smaller.
    return { cursor: { firstBatch: transform ? transform(batch as Doc[]) : batch, id, ns }, ok: 1 };
  }

  getMore(id: Long, ns: string, batchSize: number | undefined): Doc {
    const key = id.toString();
    const c = this.open.get(key);
    if (!c) throw new MongoCommandError(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    if (c.ns !== ns) {
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        `Requested getMore on namespace '${ns}', but cursor belongs to '${c.ns}'`,
      );
    }
    const { batch, next } = takeBatch(c.docs, c.pos, batchSize ?? Infinity);
    c.pos = next;
    c.lastUsed = Date.now();
    let replyId = id;
    if (next >= c.docs.length) {
      this.open.delete(key);
      replyId = Long.ZERO;
    }
    return {
      cursor: { nextBatch: c.transform ? c.transform(batch as Doc[]) : batch, id: replyId, ns },
      ok: 1,
    };
  }

  kill(ids: Long[]): Doc {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  sweepIdle(now = Date.now()): void {
    for (const [key, c] of this.open) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(key);
  }

  clear(): void {
    this.open.clear();
  }
}

function takeBatch(
  docs: ResultList,
  from: number,
  batchSize: number,
): { batch: Array<Doc | RawDocument>; next: number } {
  const limit = batchSize > 0 ? batchSize : Infinity;
  const batch: Array<Doc | RawDocument> = [];
  let bytes = 0;
  let i = from;
  while (i < docs.length && batch.length < limit) {
    const doc = docs.get(i);
    if (!doc) {
      i++;
      continue;
    }
    // A single document is always sent; measuring it would be wasted work.
    if (batch.length > 0 || i + 1 < docs.length) {
      bytes += doc instanceof RawDocument ? doc.bytes.length : calculateObjectSize(doc);
      // Not taken: it is read again (from its position) for the next batch.
      if (bytes > MAX_BATCH_BYTES && batch.length > 0) break;
    }
    batch.push(doc);
    i++;
  }
  return { batch, next: i };
}
