import { MongoServerError, type Document } from 'mongodb';
import { MANUAL, type ConformanceCase } from './case';

export const updateCases: ConformanceCase[] = [
  {
    manual: `${MANUAL}/operator/update/set/`,
    title: '$set of _id to its current value is accepted',
    async run(_db, c) {
      await c.insertOne({ _id: 7 as never, name: 'a' });
      const res = await c.updateOne({ _id: 7 as never }, { $set: { _id: 7, name: 'b' } });
      expect(res.modifiedCount).toBe(1);
      expect(await c.findOne({ _id: 7 as never })).toEqual({ _id: 7, name: 'b' });
    },
  },
  {
    manual: `${MANUAL}/operator/update/set/`,
    title: '$set of _id to another value is refused as an immutable field (code 66)',
    async run(_db, c) {
      await c.insertOne({ _id: 7 as never, name: 'a' });
      await expect(c.updateOne({ _id: 7 as never }, { $set: { _id: 8 } })).rejects.toMatchObject({
        code: 66,
      });
    },
  },
  {
    manual: `${MANUAL}/operator/update/positional/`,
    title: 'positional $ on two fields of the matched element',
    async run(_db, c) {
      await c.insertOne({
        _id: 1 as never,
        children: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
      });
      await c.updateOne(
        { _id: 1 as never, 'children.id': 2 },
        { $set: { 'children.$.name': 'B', 'children.$.updatedAt': 5 } },
      );
      expect(await c.findOne({ _id: 1 as never })).toEqual({
        _id: 1,
        children: [
          { id: 1, name: 'a' },
          { id: 2, name: 'B', updatedAt: 5 },
        ],
      });
    },
  },
  {
    manual: `${MANUAL}/operator/update/positional/`,
    title: 'positional $ with $addToSet and $set under the same array',
    async run(_db, c) {
      await c.insertOne({
        _id: 1 as never,
        children: [
          { id: 1, tags: ['x'] },
          { id: 2, tags: [] },
        ],
      });
      await c.updateOne(
        { _id: 1 as never, 'children.id': 1 },
        { $addToSet: { 'children.$.tags': 'y' }, $set: { 'children.$.seen': true } },
      );
      expect(await c.findOne({ _id: 1 as never })).toEqual({
        _id: 1,
        children: [
          { id: 1, tags: ['x', 'y'], seen: true },
          { id: 2, tags: [] },
        ],
      });
    },
  },
  {
    manual: `${MANUAL}/operator/update/positional-filtered/`,
    title: 'array filters on two fields of the same array elements',
    async run(_db, c) {
      await c.insertOne({
        _id: 1 as never,
        grades: [
          { g: 80, n: 0 },
          { g: 95, n: 0 },
          { g: 99, n: 0 },
        ],
      });
      await c.updateOne(
        { _id: 1 as never },
        { $set: { 'grades.$[hi].top': true }, $inc: { 'grades.$[hi].n': 1 } },
        { arrayFilters: [{ 'hi.g': { $gte: 95 } }] },
      );
      expect(await c.findOne({ _id: 1 as never })).toEqual({
        _id: 1,
        grades: [
          { g: 80, n: 0 },
          { g: 95, n: 1, top: true },
          { g: 99, n: 1, top: true },
        ],
      });
    },
  },
  {
    manual: `${MANUAL}/operator/update/positional-all/`,
    title: '$[] updates every element',
    async run(_db, c) {
      await c.insertOne({ _id: 1 as never, xs: [{ v: 1 }, { v: 2 }] });
      await c.updateOne({ _id: 1 as never }, { $inc: { 'xs.$[].v': 10 } });
      expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, xs: [{ v: 11 }, { v: 12 }] });
    },
  },
  {
    manual: `${MANUAL}/operator/update/set/`,
    title: 'two paths where one is the prefix of the other conflict (code 40)',
    async run(_db, c) {
      await c.insertOne({ _id: 1 as never, a: { b: 1 } });
      const err = await c
        .updateOne({ _id: 1 as never }, { $set: { a: {}, 'a.b': 2 } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect((err as MongoServerError).code).toBe(40);
    },
  },
  {
    manual: `${MANUAL}/operator/update/pull/`,
    title: '$pull with an $or condition removes the elements matching either branch',
    async run(_db, c) {
      await c.insertOne({
        _id: 2 as never,
        items: [
          { a: 1, b: 1 },
          { a: 2, b: 2 },
          { a: 3, b: 3 },
        ],
      });
      await c.updateOne({ _id: 2 as never }, { $pull: { items: { $or: [{ a: 1 }, { b: 3 }] } } as Document });
      expect(await c.findOne({ _id: 2 as never })).toEqual({ _id: 2, items: [{ a: 2, b: 2 }] });
    },
  },
  {
    manual: `${MANUAL}/operator/update/pull/`,
    title: '$pull with a value condition and with a document condition',
    async run(_db, c) {
      await c.insertOne({ _id: 3 as never, n: [1, 5, 9], d: [{ k: 1 }, { k: 2, z: 1 }] });
      await c.updateOne({ _id: 3 as never }, { $pull: { n: { $gte: 5 }, d: { k: 2 } } as Document });
      expect(await c.findOne({ _id: 3 as never })).toEqual({ _id: 3, n: [1], d: [{ k: 1 }] });
    },
  },
];
