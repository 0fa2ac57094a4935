import { Binary } from 'mongodb';
import { MANUAL, type ConformanceCase } from './case';

const ids = (docs: Array<{ _id: unknown }>) => docs.map((d) => d._id);

export const queryCases: ConformanceCase[] = [
  {
    manual: `${MANUAL}/operator/query/elemMatch/`,
    title: '$elemMatch over an array of scalars with $in and with $gte/$lt',
    async run(_db, c) {
      await c.insertMany([
        { _id: 1 as never, tags: ['a', 'b'], nums: [1, 5, 9] },
        { _id: 2 as never, tags: ['c'], nums: [2, 3] },
      ]);
      expect(ids(await c.find({ tags: { $elemMatch: { $in: ['b', 'z'] } } }).toArray())).toEqual([1]);
      expect(ids(await c.find({ nums: { $elemMatch: { $gte: 5, $lt: 6 } } }).toArray())).toEqual([1]);
      expect(ids(await c.find({ nums: { $elemMatch: { $gt: 2, $lt: 4 } } }).toArray())).toEqual([2]);
    },
  },
  {
    manual: `${MANUAL}/operator/query/all/`,
    title: '$all with scalar values and with array values (nested arrays)',
    async run(_db, c) {
      await c.insertMany([
        { _id: 1 as never, tags: ['a', 'b', 'c'], pairs: [[1, 2], [3]] },
        { _id: 2 as never, tags: ['a'], pairs: [[1, 2]] },
      ]);
      expect(ids(await c.find({ tags: { $all: ['a', 'c'] } }).toArray())).toEqual([1]);
      expect(
        ids(
          await c
            .find({ pairs: { $all: [[1, 2]] } })
            .sort({ _id: 1 })
            .toArray(),
        ),
      ).toEqual([1, 2]);
      expect(ids(await c.find({ pairs: { $all: [[1, 2], [3]] } }).toArray())).toEqual([1]);
    },
  },
  {
    manual: `${MANUAL}/operator/query-bitwise/`,
    title: '$bitsAllSet, $bitsAnySet, $bitsAllClear, $bitsAnyClear with positions and masks',
    async run(_db, c) {
      await c.insertMany([
        { _id: 1 as never, v: 5 },
        { _id: 2 as never, v: 2 },
        { _id: 3 as never, v: 7 },
      ]);
      const q = async (f: object) => ids(await c.find(f).sort({ _id: 1 }).toArray());
      expect(await q({ v: { $bitsAllSet: [0, 2] } })).toEqual([1, 3]);
      expect(await q({ v: { $bitsAllSet: 5 } })).toEqual([1, 3]);
      expect(await q({ v: { $bitsAnySet: [1] } })).toEqual([2, 3]);
      expect(await q({ v: { $bitsAllClear: [1] } })).toEqual([1]);
      expect(await q({ v: { $bitsAnyClear: 3 } })).toEqual([1, 2]);
    },
  },
  {
    manual: `${MANUAL}/bson-types/#binary-data`,
    title: 'binary subtypes are kept (generic 0, UUID 4, user-defined 128)',
    async run(_db, c) {
      const bytes = Buffer.from([1, 2, 3]);
      await c.insertOne({ _id: 1 as never, a: new Binary(bytes, 0), b: new Binary(bytes, 128) });
      const d = await c.findOne({ _id: 1 as never });
      expect((d?.a as Binary).sub_type).toBe(0);
      expect((d?.b as Binary).sub_type).toBe(128);
      expect(Buffer.from((d?.b as Binary).buffer)).toEqual(bytes);
    },
  },
  {
    manual: `${MANUAL}/operator/projection/slice/`,
    title: '$slice projections (count, negative count, [skip, limit]) keep the other fields',
    async run(_db, c) {
      await c.insertOne({ _id: 1 as never, x: 1, tags: ['a', 'b', 'c', 'd'] });
      expect(await c.findOne({}, { projection: { tags: { $slice: 2 } } })).toEqual({
        _id: 1,
        x: 1,
        tags: ['a', 'b'],
      });
      expect(await c.findOne({}, { projection: { tags: { $slice: -1 } } })).toEqual({
        _id: 1,
        x: 1,
        tags: ['d'],
      });
      expect(await c.findOne({}, { projection: { tags: { $slice: [1, 2] }, x: 1 } })).toEqual({
        _id: 1,
        x: 1,
        tags: ['b', 'c'],
      });
    },
  },
  {
    manual: `${MANUAL}/operator/projection/elemMatch/`,
    title: '$elemMatch projection returns only the first matching element',
    async run(_db, c) {
      await c.insertOne({
        _id: 1 as never,
        x: 1,
        kids: [
          { id: 1, a: 1 },
          { id: 2, a: 2 },
          { id: 3, a: 2 },
        ],
      });
      expect(await c.findOne({}, { projection: { kids: { $elemMatch: { a: 2 } } } })).toEqual({
        _id: 1,
        kids: [{ id: 2, a: 2 }],
      });
    },
  },
  {
    manual: `${MANUAL}/limits/#mongodb-limit-BSON-Document-Size`,
    title: 'a document over 16 MB is refused, one under it is stored',
    async run(_db, c) {
      await expect(c.insertOne({ _id: 1 as never, s: 'x'.repeat(16 * 1024 * 1024) })).rejects.toThrow();
      expect(await c.countDocuments({})).toBe(0);
      await c.insertOne({ _id: 2 as never, s: 'x'.repeat(15 * 1024 * 1024) });
      await expect(
        c.updateOne({ _id: 2 as never }, { $set: { t: 'y'.repeat(2 * 1024 * 1024) } }),
      ).rejects.toThrow();
      expect(await c.countDocuments({ t: { $exists: true } })).toBe(0);
    },
  },
];
