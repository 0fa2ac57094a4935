import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from '../values/normalize';
import { Collection } from './collection';
import { keyString } from '../values/compare';
import { assertDocumentSize } from './document-size';
import { decodeEntries } from './index-snapshot';
import { ENTRY_FORMAT } from './key-codec';
import { Oplog, OPLOG_BYTES, OPLOG_COLLECTION, OPLOG_DB, type OplogOp } from './oplog';
import { PackedTree } from './packed-tree';
import type { IndexSpec } from './index-types';
import type { CollectionState, JournalRecord, JournalSink } from './journal-record';

interface RestoredIndex {
  entries: PackedTree;
  multikey: boolean;
  nulls: boolean[];
  multikeyFields: boolean[];
}

/** Entries of a collection's indexes read from the snapshot, kept until restoreIndexes() uses them. */
interface Restored {
  parts: Map<string, Uint8Array[]>;
  done: Map<string, RestoredIndex>;
}

/**
 * All databases and collections. Every mutation goes through here so that the in-memory change and its
 * journal record are made together, in the same order.
 */
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  journal: JournalSink | undefined;
  /** Set by enableOplog(): every document write outside `local` is then logged to `local.oplog.rs`. */
  private oplog: Oplog | undefined;

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  listCollections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  private log(record: JournalRecord): void {
    this.journal?.append(record);
  }

  durable(): Promise<void> {
    return this.journal ? this.journal.waitDurable() : Promise.resolve();
  }

  createCollection(db: string, name: string, options: Doc = {}): Collection {
    if (this.getCollection(db, name)) {
      throw new MongoCommandError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    validateName(db, name);
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    this.log({ o: 'cc', db, c: name, opts: options });
    return coll;
  }

  ensureCollection(db: string, name: string): Collection {
    return this.getCollection(db, name) ?? this.createCollection(db, name);
  }

  dropCollection(db: string, name: string): Collection | undefined {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return undefined;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.log({ o: 'dc', db, c: name });
    return coll;
  }

  dropDatabase(db: string): boolean {
    const existed = this.dbs.delete(db);
    if (existed) this.log({ o: 'dd', db });
    return existed;
  }

  /** Moves a collection (documents and indexes) to a new namespace, replacing the target if asked. */
  renameCollection(db: string, name: string, toDb: string, to: string, dropTarget: boolean): void {
    const coll = this.getCollection(db, name);
    if (!coll)
      throw new MongoCommandError(
        ErrorCodes.NamespaceNotFound,
        `Source collection ${db}.${name} does not exist`,
      );
    if (db === toDb && name === to) return;
    if (this.getCollection(toDb, to)) {
      if (!dropTarget) throw new MongoCommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
      this.dropCollection(toDb, to);
    }
    validateName(toDb, to);
    this.move(db, name, toDb, to);
    this.log({ o: 'rn', db, c: name, toDb, to });
  }

  private move(db: string, name: string, toDb: string, to: string): void {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    let target = this.dbs.get(toDb);
    if (!target) this.dbs.set(toDb, (target = new Map()));
    coll.db = toDb;
    coll.name = to;
    target.set(to, coll);
  }

  insert(coll: Collection, doc: Doc): void {
    assertDocumentSize(doc, 'insert');
    const bytes = coll.insert(doc);
    this.log({ o: 'put', db: coll.db, c: coll.name, doc: bytes });
    if (coll.capped) this.evictCapped(coll, bytes.length);
    this.logOp('i', coll, doc);
  }

  /**
   * From here on, as a replica set member does, log every document write to `local.oplog.rs` (a capped
   * collection, created with a first no-op entry when missing, as `replSetInitiate` leaves it), so that
   * `mongodump --oplog` and `mongorestore --oplogReplay` have an oplog to read. Called after recovery:
   * replayed writes were logged when they were made.
   */
  enableOplog(): void {
    this.oplog = new Oplog();
    if (!this.getCollection(OPLOG_DB, OPLOG_COLLECTION)) {
      this.createCollection(OPLOG_DB, OPLOG_COLLECTION, { capped: true, size: OPLOG_BYTES });
      this.logOp('n', undefined, { msg: 'initiating set' });
    }
  }

  private logOp(op: OplogOp, coll: Collection | undefined, doc: Doc): void {
    if (!this.oplog || coll?.db === OPLOG_DB) return;
    const oplog = this.getCollection(OPLOG_DB, OPLOG_COLLECTION);
    if (!oplog) return;
    this.insert(oplog, this.oplog.entry(op, coll ? `${coll.db}.${coll.name}` : '', doc));
  }

  /**
   * A capped collection drops its oldest documents (insertion order) once it holds more than `max`
   * documents or `size` bytes: https://www.mongodb.com/docs/manual/core/capped-collections/
   */
  private evictCapped(coll: Collection, added: number): void {
    const capped = coll.capped as { size: number; max: number };
    if (coll.cappedBytes === undefined) {
      coll.cappedBytes = coll.docs.dataSize();
    } else coll.cappedBytes += added;
    for (const oldest of coll.docs.keys()) {
      const overCount = capped.max > 0 && coll.docs.size > capped.max;
      if ((!overCount && coll.cappedBytes <= capped.size) || coll.docs.size <= 1) break;
      this.remove(coll, coll.docs.get(oldest) as Doc);
    }
  }

  replace(coll: Collection, oldDoc: Doc, newDoc: Doc): void {
    assertDocumentSize(newDoc, 'update');
    const bytes = coll.replace(oldDoc, newDoc);
    coll.cappedBytes = undefined;
    this.log({ o: 'put', db: coll.db, c: coll.name, doc: bytes });
    this.logOp('u', coll, newDoc);
  }

  remove(coll: Collection, doc: Doc): boolean {
    const size = coll.cappedBytes === undefined ? 0 : (coll.docs.raw(Collection.idOf(doc))?.length ?? 0);
    const removed = coll.remove(doc);
    if (removed && coll.cappedBytes !== undefined) coll.cappedBytes -= size;
    if (removed) this.log({ o: 'del', db: coll.db, c: coll.name, id: doc._id });
    if (removed) this.logOp('d', coll, doc);
    return removed;
  }

  /** `collMod`: replaces the collection's options (validator settings, capped limits). */
  setOptions(coll: Collection, options: Doc): void {
    coll.options = options;
    coll.cappedBytes = undefined;
    this.log({ o: 'cm', db: coll.db, c: coll.name, opts: options });
  }

  /** `collMod` of an index (TTL seconds, hidden): rebuilt under the same name with the new spec. */
  modifyIndex(coll: Collection, spec: IndexSpec): void {
    this.dropIndex(coll, spec.name);
    this.createIndex(coll, spec);
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.log({ o: 'ci', db: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.indexes.delete(name);
    this.log({ o: 'di', db: coll.db, c: coll.name, name });
  }

  private replaying = false;

  /** From here until endReplay(), replayed documents skip index maintenance (see Collection.deferIndexes). */
  beginReplay(): void {
    this.replaying = true;
    for (const colls of this.dbs.values()) for (const coll of colls.values()) coll.deferIndexes = true;
  }

  private replayed(coll: Collection): Collection {
    coll.deferIndexes = this.replaying;
    return coll;
  }

  private restored = new Map<Collection, Restored>();
  /**
   * Whether a snapshot's index entries (`ix` records) are read during replay; false when the journals
   * after it are long enough that every index will be rebuilt anyway (DurableStore.open decides).
   */
  readIndexEntries = true;

  /**
   * After the snapshot, before the journals: every collection whose indexes the snapshot kept in full
   * (all of them, as many `_id_` entries as documents) gets them back and resumes index maintenance,
   * so the journal's changes update them as live writes would. The others stay deferred and are built
   * by endReplay(). Answers how many collections were restored.
   */
  restoreIndexes(): number {
    let n = 0;
    for (const [coll, r] of this.restored) {
      const complete =
        [...coll.indexes.keys()].every((name) => r.done.has(name)) &&
        r.done.get('_id_')?.entries.size === coll.docs.size;
      if (!complete) continue;
      const ok = [...coll.indexes.values()].every((index) => {
        const d = r.done.get(index.name) as RestoredIndex;
        return index.restorePacked(d.entries, d.multikey, d.nulls, d.multikeyFields);
      });
      if (ok) {
        coll.deferIndexes = false;
        n++;
      } else for (const index of coll.indexes.values()) index.clear();
    }
    this.restored.clear();
    return n;
  }

  /** Builds the indexes of every collection still deferred once from the replayed documents. */
  endReplay(): void {
    this.replaying = false;
    this.restored.clear();
    for (const colls of this.dbs.values())
      for (const coll of colls.values()) if (coll.deferIndexes) coll.rebuildIndexes();
  }

  /** Re-applies a journal or snapshot record; never journals and never enforces uniqueness again. */
  apply(record: JournalRecord): void {
    switch (record.o) {
      case 'cc': {
        let colls = this.dbs.get(record.db);
        if (!colls) this.dbs.set(record.db, (colls = new Map()));
        if (!colls.has(record.c))
          colls.set(record.c, this.replayed(new Collection(record.db, record.c, record.opts)));
        return;
      }
      case 'cm': {
        const coll = this.getCollection(record.db, record.c);
        if (coll) coll.options = record.opts;
        return;
      }
      case 'dc': {
        const colls = this.dbs.get(record.db);
        colls?.delete(record.c);
        if (colls && colls.size === 0) this.dbs.delete(record.db);
        return;
      }
      case 'dd':
        this.dbs.delete(record.db);
        return;
      case 'rn':
        this.dbs.get(record.toDb)?.delete(record.to);
        this.move(record.db, record.c, record.toDb, record.to);
        return;
      case 'ci': {
        const coll = this.replayCollection(record.db, record.c);
        if (!coll.indexes.has(record.spec.name)) coll.addIndex(record.spec, false);
        return;
      }
      case 'di':
        this.getCollection(record.db, record.c)?.indexes.delete(record.name);
        return;
      case 'put':
        this.replayCollection(record.db, record.c).putRaw(record.doc);
        return;
      case 'del': {
        this.getCollection(record.db, record.c)?.removeId(keyString(record.id));
        return;
      }
      case 'ix':
      case 'ixe': {
        const coll = this.getCollection(record.db, record.c);
        if (!coll || !this.readIndexEntries) return;
        let r = this.restored.get(coll);
        if (!r) this.restored.set(coll, (r = { parts: new Map(), done: new Map() }));
        const parts = r.parts.get(record.name) ?? [];
        if (record.o === 'ix') {
          parts.push(record.b);
          r.parts.set(record.name, parts);
          return;
        }
        r.parts.delete(record.name);
        if (Number(record.f) !== ENTRY_FORMAT || !Array.isArray(record.mkf)) return;
        const entries = PackedTree.fromSorted(decodeEntries(parts));
        if (entries.size === Number(record.n)) {
          const { multikey, nulls, mkf: multikeyFields } = record;
          r.done.set(record.name, { entries, multikey, nulls, multikeyFields });
        }
        return;
      }
    }
  }

  private replayCollection(db: string, name: string): Collection {
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    let coll = colls.get(name);
    if (!coll) colls.set(name, (coll = this.replayed(new Collection(db, name))));
    return coll;
  }

  /** References only: stored bytes are never changed in place, so this is a consistent point-in-time view. */
  captureState(): CollectionState[] {
    const out: CollectionState[] = [];
    for (const [db, colls] of this.dbs) {
      for (const coll of colls.values()) {
        out.push({
          db,
          name: coll.name,
          options: coll.options,
          indexes: coll.indexSpecs().filter((s) => s.name !== '_id_'),
          docs: coll.docs.capture(),
          packed: packedStates(coll),
        });
      }
    }
    return out;
  }
}

function packedStates(coll: Collection): CollectionState['packed'] {
  const out: NonNullable<CollectionState['packed']> = [];
  for (const index of coll.indexes.values()) {
    const state = index.packedState();
    if (!state) return undefined;
    out.push({ name: index.name, state });
  }
  return out;
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db))
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
