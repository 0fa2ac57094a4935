import fs from 'node:fs';
import path from 'node:path';
import { EJSON } from 'bson';
import type { Engine } from '../storage/engine';
import { ID_INDEX } from '../storage/collection';
import { bsonFile, isSystemCollection, metadataFile } from './layout';

export interface DumpSummary {
  collections: number;
  documents: number;
}

/**
 * Writes every collection of `engine` (or only database `onlyDb`) in the mongodump layout under `outDir`.
 * Documents are written in natural (insertion) order, one `write` per buffered megabyte.
 */
export function dumpEngine(engine: Engine, outDir: string, onlyDb?: string): DumpSummary {
  const summary: DumpSummary = { collections: 0, documents: 0 };
  for (const [db, colls] of engine.dbs) {
    if (onlyDb !== undefined && db !== onlyDb) continue;
    fs.mkdirSync(path.join(outDir, db), { recursive: true });
    for (const coll of colls.values()) {
      if (isSystemCollection(coll.name)) continue;
      const fd = fs.openSync(bsonFile(outDir, db, coll.name), 'w');
      try {
        let pending: Buffer[] = [];
        let bytes = 0;
        const flush = (): void => {
          if (pending.length) fs.writeSync(fd, Buffer.concat(pending));
          pending = [];
          bytes = 0;
        };
        // Stored documents already are BSON: written as they are.
        for (const b of coll.docs.rawValues()) {
          pending.push(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
          bytes += b.byteLength;
          if (bytes > 1 << 20) flush();
          summary.documents++;
        }
        flush();
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      // `_id_` first, as mongodump lists it; the `v` and `key` fields first in each spec.
      const indexes = [ID_INDEX, ...coll.indexSpecs().filter((s) => s.name !== ID_INDEX.name)].map((s) => ({
        ...s,
        v: s.v ?? 2,
      }));
      const metadata = { indexes, collectionName: coll.name, type: 'collection', options: coll.options };
      fs.writeFileSync(metadataFile(outDir, db, coll.name), EJSON.stringify(metadata, { relaxed: false }));
      summary.collections++;
    }
  }
  return summary;
}
