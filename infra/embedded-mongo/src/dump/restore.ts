import fs from 'node:fs';
import path from 'node:path';
import { deserialize, EJSON } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Engine } from '../storage/engine';
import { validateSpec } from '../commands/indexes';
import type { IndexSpec } from '../storage/index-types';
import { normalizeDoc, type Doc } from '../values/normalize';
import { bsonFile, isSystemCollection, metadataFile } from './layout';
import type { DumpSummary } from './dump';

/** Splits a mongodump `.bson` file into its documents (each starts with its own int32 length). */
export function* readBsonFile(file: string): Generator<Doc> {
  const buf = fs.readFileSync(file);
  let offset = 0;
  while (offset < buf.length) {
    if (buf.length - offset < 5) throw new Error(`${file}: truncated document at byte ${offset}`);
    const len = buf.readInt32LE(offset);
    if (len < 5 || offset + len > buf.length)
      throw new Error(`${file}: bad document length ${len} at byte ${offset}`);
    yield normalizeDoc(deserialize(buf.subarray(offset, offset + len), { promoteValues: false }) as Doc);
    offset += len;
  }
}

interface Metadata {
  indexes?: IndexSpec[];
  options?: Doc;
}

/**
 * Loads a mongodump directory (every `<db>/<coll>.bson`, with its `.metadata.json` when present) into
 * `engine`, through its ordinary journaled writes: options, then indexes (so unique keys are enforced),
 * then documents. An existing collection is refused unless `drop` is set, then it is replaced.
 */
export function restoreInto(engine: Engine, dir: string, opts: { drop?: boolean } = {}): DumpSummary {
  const summary: DumpSummary = { collections: 0, documents: 0 };
  for (const db of fs.readdirSync(dir).sort()) {
    const dbDir = path.join(dir, db);
    if (!fs.statSync(dbDir).isDirectory()) continue;
    for (const file of fs.readdirSync(dbDir).sort()) {
      if (!file.endsWith('.bson')) continue;
      const name = file.slice(0, -'.bson'.length);
      if (isSystemCollection(name)) continue;
      const metaPath = metadataFile(dir, db, name);
      const meta: Metadata = fs.existsSync(metaPath)
        ? (EJSON.parse(fs.readFileSync(metaPath, 'utf8'), { relaxed: false }) as Metadata)
        : {};
      if (engine.getCollection(db, name)) {
        if (!opts.drop) {
          throw new MongoCommandError(
            ErrorCodes.NamespaceExists,
            `${db}.${name} already exists (restore with --drop to replace it)`,
          );
        }
        engine.dropCollection(db, name);
      }
      const options = normalizeDoc({ ...(meta.options ?? {}) });
      const coll = engine.createCollection(db, name, options);
      for (const spec of meta.indexes ?? []) {
        if (spec.name === '_id_') continue;
        engine.createIndex(coll, validateSpec(normalizeDoc({ ...spec })));
      }
      for (const doc of readBsonFile(bsonFile(dir, db, name))) {
        engine.insert(coll, doc);
        summary.documents++;
      }
      summary.collections++;
    }
  }
  return summary;
}
