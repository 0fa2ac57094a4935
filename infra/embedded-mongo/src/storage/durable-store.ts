import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import type { Doc } from '../values/normalize';
import type { Engine } from './engine';
import type { JournalRecord } from './journal-record';
import { encodeEntries } from './index-snapshot';
import { ENTRY_FORMAT } from './key-codec';
import { fsyncDir, Journal } from './journal';
import { acquireLock } from './lock-file';
import { encodeRecord, forEachRecord } from './record-format';

export const SNAPSHOT_FILE = 'snapshot.bson';
const SNAPSHOT_TMP = 'snapshot.bson.tmp';
const JOURNAL_RE = /^journal-(\d+)\.log$/;
const CHUNK_BYTES = 1 << 20;

export const journalName = (gen: number): string => `journal-${String(gen).padStart(8, '0')}.log`;

export interface DurableOptions {
  /** Rewrite the snapshot once the current journal file grows past this many bytes. */
  compactBytes?: number;
}

/**
 * On-disk layout of a dbpath:
 * - `snapshot.bson`: full state as records, headed by `{o:'snap', gen: G}` and closed by `{o:'end'}`;
 *   it contains every change from journals numbered below G.
 * - `journal-N.log`: changes after the snapshot, replayed in order for N >= G.
 * Compaction rotates to a new journal, writes the snapshot to a temp file, fsyncs, renames it over the old
 * one, and only then deletes older journals; a kill at any point leaves a replayable set of files.
 */
export class DurableStore {
  private compacting: Promise<void> | undefined;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    readonly journal: Journal,
    private gen: number,
    private readonly release: () => void,
    private readonly logger: Logger,
    private readonly compactBytes: number,
  ) {
    journal.onFlushed = () => {
      if (!this.closed && !this.compacting && journal.currentBytes > this.compactBytes) void this.compact();
    };
  }

  static open(dir: string, engine: Engine, logger: Logger, opts: DurableOptions = {}): DurableStore {
    fs.mkdirSync(dir, { recursive: true });
    const release = acquireLock(dir, (owner) =>
      logger.warn(`dbpath ${dir}: taking over stale lock of process ${owner} (not running)`),
    );
    try {
      fs.rmSync(path.join(dir, SNAPSHOT_TMP), { force: true });
      let baseGen = 1;
      engine.beginReplay();
      const snapFile = path.join(dir, SNAPSHOT_FILE);
      const hasSnapshot = fs.existsSync(snapFile);
      const snapshotBytes = hasSnapshot ? fs.statSync(snapFile).size : 0;
      const gens = fs
        .readdirSync(dir)
        .map((f) => JOURNAL_RE.exec(f))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => Number(m[1]))
        .sort((a, b) => a - b);
      // The snapshot's index entries are reused when the journals to replay on top are small next to it:
      // their changes then update the indexes one by one. After a long journal, one build from the
      // documents at the end costs less than that, and the snapshot's entries are not even decoded.
      const reuseIndexes = (gen: number): boolean =>
        gens
          .filter((g) => g >= gen)
          .reduce((sum, g) => sum + fs.statSync(path.join(dir, journalName(g))).size, 0) <=
        snapshotBytes / 8;
      if (hasSnapshot)
        baseGen = loadSnapshot(snapFile, engine, (gen) => (engine.readIndexEntries = reuseIndexes(gen)));
      const restored = hasSnapshot && engine.readIndexEntries ? engine.restoreIndexes() : 0;
      let replayed = 0;
      for (const gen of gens) {
        const file = path.join(dir, journalName(gen));
        if (gen < baseGen) {
          fs.rmSync(file, { force: true });
          continue;
        }
        const buf = fs.readFileSync(file);
        const { validLength, problem } = forEachRecord(buf, (record) => {
          engine.apply(record);
          replayed++;
        });
        if (problem) {
          logger.warn(
            `journal ${file}: ${problem}; dropped ${buf.length - validLength} trailing bytes (write interrupted by a crash)`,
          );
          fs.truncateSync(file, validLength);
        }
      }
      engine.endReplay();
      const gen = Math.max(baseGen, (gens[gens.length - 1] ?? 0) + 1);
      const journal = Journal.open(path.join(dir, journalName(gen)));
      logger.info(
        `dbpath ${dir}: snapshot gen ${baseGen} (indexes of ${restored} collections read from it), replayed ${replayed} journal records`,
      );
      const store = new DurableStore(
        dir,
        engine,
        journal,
        gen,
        release,
        logger,
        opts.compactBytes ?? 64 << 20,
      );
      engine.journal = journal;
      // Fold replayed journals into a fresh snapshot so restarts stay fast.
      if (replayed > 0) void store.compact();
      return store;
    } catch (err) {
      release();
      throw err;
    }
  }

  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    this.compacting = this.doCompact()
      .catch((err: unknown) =>
        this.logger.error(`compaction failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        this.compacting = undefined;
      });
    return this.compacting;
  }

  private async doCompact(): Promise<void> {
    const newGen = this.gen + 1;
    // Rotation and capture happen in the same synchronous step: the snapshot is exactly the state that
    // journals below newGen describe.
    this.journal.rotate(path.join(this.dir, journalName(newGen)));
    this.gen = newGen;
    const state = this.engine.captureState();
    const tmp = path.join(this.dir, SNAPSHOT_TMP);
    const fh = await fs.promises.open(tmp, 'w');
    try {
      let chunk: Buffer[] = [];
      let size = 0;
      const push = async (record: JournalRecord | Doc): Promise<void> => {
        const buf = encodeRecord(record);
        chunk.push(buf);
        size += buf.length;
        if (size >= CHUNK_BYTES) {
          await fh.write(Buffer.concat(chunk));
          chunk = [];
          size = 0;
        }
      };
      await push({ o: 'snap', gen: newGen });
      for (const coll of state) {
        await push({ o: 'cc', db: coll.db, c: coll.name, opts: coll.options });
        for (const spec of coll.indexes) await push({ o: 'ci', db: coll.db, c: coll.name, spec });
        for (const doc of coll.docs) await push({ o: 'put', db: coll.db, c: coll.name, doc });
        for (const { name, state } of coll.packed ?? []) {
          const where = { db: coll.db, c: coll.name, name };
          const n = await encodeEntries(state.entries.keys(), (b) => push({ o: 'ix', ...where, b }));
          const { multikey, explicitNull: nulls, multikeyFields: mkf } = state;
          await push({ o: 'ixe', ...where, n, multikey, nulls, mkf, f: ENTRY_FORMAT });
        }
      }
      await push({ o: 'end' });
      if (chunk.length) await fh.write(Buffer.concat(chunk));
      await fh.datasync();
    } finally {
      await fh.close();
    }
    await fs.promises.rename(tmp, path.join(this.dir, SNAPSHOT_FILE));
    fsyncDir(this.dir);
    await this.journal.closeRetired();
    for (const f of fs.readdirSync(this.dir)) {
      const m = JOURNAL_RE.exec(f);
      if (m && Number(m[1]) < newGen) fs.rmSync(path.join(this.dir, f), { force: true });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.compacting) await this.compacting;
    try {
      await this.journal.close();
    } finally {
      this.release();
    }
  }
}

/** Applies the snapshot's records; `onHeader` gets its generation before any other record is applied. */
function loadSnapshot(file: string, engine: Engine, onHeader: (gen: number) => void): number {
  let head: Doc | undefined;
  /** Applied once the next record arrives: the last one must be the end marker, not applied. */
  let pending: JournalRecord | undefined;
  const { problem } = forEachRecord(fs.readFileSync(file), (record) => {
    if (head === undefined) {
      head = record as unknown as Doc;
      if (head.o !== 'snap') throw new Error(`snapshot ${file} is damaged (missing header or end record)`);
      onHeader(Number(head.gen));
    } else {
      if (pending) engine.apply(pending);
      pending = record;
    }
  });
  const tail = pending as unknown as Doc | undefined;
  // The snapshot only ever appears through an atomic rename after fsync, so damage here is not a crash
  // artefact; refuse rather than silently lose data. (Startup fails, so what was applied is dropped.)
  if (problem || head?.o !== 'snap' || tail?.o !== 'end') {
    throw new Error(`snapshot ${file} is damaged (${problem ?? 'missing header or end record'})`);
  }
  return Number(head.gen);
}
