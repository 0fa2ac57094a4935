import type { Collection, Db, Document } from 'mongodb';

/**
 * One documented MongoDB behaviour. `manual` is the page of the MongoDB manual the expectation is taken
 * from, so a failing case says where to read what the right answer is.
 */
export interface ConformanceCase {
  manual: string;
  title: string;
  /** Gets a database of its own and a fresh collection name; throws (jest `expect`) when it differs. */
  run(db: Db, coll: Collection<Document>): Promise<void>;
}

export const MANUAL = 'https://www.mongodb.com/docs/manual/reference';
