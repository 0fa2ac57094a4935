import type { Doc } from '../values/normalize';
import type { IndexSpec, PackedState } from './index-types';

/** A logical operation as written to the journal and the snapshot. */
export type JournalRecord =
  | { o: 'cc'; db: string; c: string; opts: Doc }
  | { o: 'cm'; db: string; c: string; opts: Doc }
  | { o: 'dc'; db: string; c: string }
  | { o: 'dd'; db: string }
  | { o: 'rn'; db: string; c: string; toDb: string; to: string }
  | { o: 'ci'; db: string; c: string; spec: IndexSpec }
  | { o: 'di'; db: string; c: string; name: string }
  /** `doc` is the document's BSON, as stored. */
  | { o: 'put'; db: string; c: string; doc: Uint8Array }
  | { o: 'del'; db: string; c: string; id: unknown }
  /** Snapshot only: part of a packed index's sorted entries (index-snapshot.ts). */
  | { o: 'ix'; db: string; c: string; name: string; b: Uint8Array }
  /** Snapshot only: the index's entries are complete (`n` of them), with its flags. */
  | {
      o: 'ixe';
      db: string;
      c: string;
      name: string;
      n: number;
      multikey: boolean;
      nulls: boolean[];
      /** Per key field, whether it is multikey (absent before ENTRY_FORMAT 2). */
      mkf?: boolean[];
      /** The entries' layout (key-codec ENTRY_FORMAT); absent in snapshots from before it was kept. */
      f?: number;
    };

export interface JournalSink {
  append(record: JournalRecord): void;
  /** Resolves once every record appended so far is on disk. */
  waitDurable(): Promise<void>;
}

export interface CollectionState {
  db: string;
  name: string;
  options: Doc;
  indexes: IndexSpec[];
  /** BSON of each document. */
  docs: Iterable<Uint8Array>;
  /** Every index's packed entries (the `_id_` index's too), or undefined when some index has none. */
  packed?: Array<{ name: string; state: PackedState }>;
}
