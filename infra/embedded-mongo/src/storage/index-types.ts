import type { Doc } from '../values/normalize';
import type { PackedTree } from './packed-tree';

/** The shapes an index is described, bounded, walked and saved by (sorted-index.ts). */

export interface IndexSpec {
  v?: number;
  /** Directions (1, -1), or `_fts: 'text', _ftsx: 1` for a text index. */
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface Entry {
  key: unknown[];
  id: string;
}

/**
 * An index's packed entries as they stood at one moment (a copy-on-write clone, O(1) to take), with
 * what a restore needs beside them: written to the snapshot so a restart reloads the sorted entries
 * instead of recomputing them from every document.
 */
export interface PackedState {
  entries: PackedTree;
  multikey: boolean;
  explicitNull: boolean[];
  multikeyFields: boolean[];
}

export interface IndexLoader {
  add(id: string, doc: Doc): void;
  finish(): void;
}
