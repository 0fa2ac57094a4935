import { Int32, Long, Timestamp } from 'bson';
import type { Doc } from '../values/normalize';

export const OPLOG_DB = 'local';
export const OPLOG_COLLECTION = 'oplog.rs';
/** A replica set member's default lower bound is 990 MB; a test or a dev server needs far less. */
export const OPLOG_BYTES = 64 * 1048576;

export type OplogOp = 'i' | 'u' | 'd' | 'n';

/**
 * The entries a replica set member writes to `local.oplog.rs`, for the tools that read it (a dump with
 * `--oplog` and its replay): one per document written, in the order the writes were applied, each with a
 * strictly increasing `ts`. The shape is the server's, in its simplest forms: an insert carries the
 * document, an update the whole new document (the replacement form MongoDB also logs and applies), a
 * delete the `_id`. Commands (collection and index creation, drops) are not logged: the server logs
 * them as `op: 'c'`, which nothing here reads yet. Each entry also carries its `ts` as `_id`, which the
 * server's entries lack: this server keys every document by `_id`.
 */
export class Oplog {
  private lastSeconds = 0;
  private counter = 0;

  /** The next timestamp: wall-clock seconds, and an increment within the second. */
  private next(now: number): Timestamp {
    const seconds = Math.floor(now / 1000);
    if (seconds > this.lastSeconds) {
      this.lastSeconds = seconds;
      this.counter = 1;
    } else this.counter++;
    return new Timestamp({ t: this.lastSeconds, i: this.counter });
  }

  entry(op: OplogOp, ns: string, doc: Doc): Doc {
    const now = Date.now();
    const ts = this.next(now);
    const base = { _id: ts, ts, t: Long.fromNumber(1), v: new Int32(2), op, ns };
    switch (op) {
      case 'i':
        return { ...base, o: doc, wall: new Date(now) };
      case 'u':
        return { ...base, o: doc, o2: { _id: doc._id }, wall: new Date(now) };
      case 'd':
        return { ...base, o: { _id: doc._id }, wall: new Date(now) };
      case 'n':
        return { ...base, o: doc, wall: new Date(now) };
    }
  }
}
