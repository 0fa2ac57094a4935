import path from 'node:path';

/**
 * The mongodump directory layout (https://www.mongodb.com/docs/database-tools/mongodump/#output):
 * `DIR/<database>/<collection>.bson` holds the documents as concatenated BSON, and
 * `DIR/<database>/<collection>.metadata.json` holds the collection's options and indexes in canonical
 * Extended JSON. `mongorestore DIR` loads it into any MongoDB deployment.
 */
export const bsonFile = (dir: string, db: string, coll: string): string => path.join(dir, db, `${coll}.bson`);
export const metadataFile = (dir: string, db: string, coll: string): string =>
  path.join(dir, db, `${coll}.metadata.json`);

/** Collections mongodump leaves out: server-internal namespaces. */
export const isSystemCollection = (name: string): boolean => name.startsWith('system.');
