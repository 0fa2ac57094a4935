import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import {
  CHANGED_SINCE_READ,
  ConflictError,
  NotFoundError,
  optimisticUpdate,
  updateIfUnchanged,
  ValidationError,
} from '../src';
import { startTestInfra, type TestInfra } from '../src/testing';

/** A revisioned document: a tally of who added to it, every write moving `rev`. */
interface TallyDoc {
  _id: string;
  rev: number;
  total: number;
  by: string[];
}

let infra: TestInfra;
let conn: Connection;
let tallies: Model<TallyDoc>;

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName: infra.dbName('optimistic') }).asPromise();
  tallies = conn.model<TallyDoc>(
    'Tally',
    new Schema<TallyDoc>(
      { _id: String, rev: Number, total: Number, by: [String] },
      { versionKey: false, collection: 'tallies' },
    ),
  );
});

afterAll(async () => {
  await conn.close();
  await infra.stop();
});

const CONFLICT = 'The tally is being changed by someone else. Please try again.';

const read = (id: string) => async () => {
  const doc = await tallies.findOne({ _id: id }).lean<TallyDoc>();
  if (!doc) throw new NotFoundError('Tally not found.');
  return doc;
};

/** Adds `amount` as `who`, computed from the tally read (so a lost race would lose an addition). */
const add = (id: string, who: string, amount: number, attempts = 100) =>
  optimisticUpdate({
    read: read(id),
    write: async (current) =>
      (await updateIfUnchanged(tallies, current, {
        $set: { total: current.total + amount },
        $push: { by: who },
        $inc: { rev: 1 },
      }))
        ? current.total + amount
        : CHANGED_SINCE_READ,
    attempts,
    conflict: CONFLICT,
  });

it('loses no update when writers race on one document', async () => {
  await tallies.create({ _id: 'race', rev: 0, total: 0, by: [] });
  const writers = Array.from({ length: 12 }, (_, i) => add('race', `w${i}`, i + 1));
  const answers = await Promise.all(writers);
  const doc = await tallies.findOne({ _id: 'race' }).lean<TallyDoc>();
  // 1 + 2 + ... + 12, each writer counted once, and each answered the total its own write made.
  expect(doc).toMatchObject({ total: 78, rev: 12 });
  expect([...doc!.by].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `w${i}`).sort());
  expect(new Set(answers).size).toBe(12);
  expect(Math.max(...answers)).toBe(78);
});

it('answers 409 with the given message after the bounded attempts when the document keeps changing', async () => {
  await tallies.create({ _id: 'busy', rev: 0, total: 0, by: [] });
  let reads = 0;
  const attempt = optimisticUpdate({
    read: async () => {
      reads += 1;
      const doc = await read('busy')();
      // Someone else writes between every read and the write computed from it.
      await tallies.updateOne({ _id: 'busy' }, { $inc: { rev: 1 } });
      return doc;
    },
    write: async (current) =>
      (await updateIfUnchanged(tallies, current, { $inc: { total: 1, rev: 1 } }))
        ? 'written'
        : CHANGED_SINCE_READ,
    attempts: 4,
    conflict: CONFLICT,
  });
  await expect(attempt).rejects.toThrow(ConflictError);
  await expect(attempt).rejects.toMatchObject({ status: 409, message: CONFLICT });
  expect(reads).toBe(4);
  expect((await tallies.findOne({ _id: 'busy' }).lean<TallyDoc>())!.total).toBe(0);
});

it('does not retry a refusal: what read or write throws ends the update', async () => {
  await tallies.create({ _id: 'refused', rev: 0, total: 0, by: [] });
  let reads = 0;
  const refused = optimisticUpdate({
    read: async () => {
      reads += 1;
      return read('refused')();
    },
    write: async () => {
      throw new ValidationError({ amount: ['The amount may not be greater than the due.'] });
    },
    attempts: 5,
    conflict: CONFLICT,
  });
  await expect(refused).rejects.toBeInstanceOf(ValidationError);
  expect(reads).toBe(1);
  await expect(add('missing', 'w', 1)).rejects.toBeInstanceOf(NotFoundError);
});

it('writes only when the extra condition holds as well as the revision', async () => {
  await tallies.create({ _id: 'keyed', rev: 3, total: 5, by: ['k1'] });
  const current = (await tallies.findOne({ _id: 'keyed' }).lean<TallyDoc>())!;
  const once = { $push: { by: 'k1' }, $inc: { rev: 1 } };
  expect(await updateIfUnchanged(tallies, current, once, { also: { by: { $ne: 'k1' } } })).toBe(false);
  expect(await updateIfUnchanged(tallies, current, { $inc: { total: 1, rev: 1 } })).toBe(true);
  // Its revision moved: the same read can write no more.
  expect(await updateIfUnchanged(tallies, current, { $inc: { total: 1, rev: 1 } })).toBe(false);
  expect(await tallies.findOne({ _id: 'keyed' }).lean<TallyDoc>()).toMatchObject({ rev: 4, total: 6 });
});
