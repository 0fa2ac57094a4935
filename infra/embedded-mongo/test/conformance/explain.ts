import type { Document } from 'mongodb';
import { indexesUsed, planStages } from '../../src/plan-stages';
import { MANUAL, type ConformanceCase } from './case';

const seed = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ _id: i as never, k: i % 10, s: `n${i}`, paid: i % 4 === 0 }));

const stats = (e: Document) => (e.executionStats ?? {}) as Document;

export const explainCases: ConformanceCase[] = [
  {
    manual: `${MANUAL}/explain-results/`,
    title: 'an indexed equality is an IXSCAN under FETCH and examines only the matching keys',
    async run(_db, c) {
      await c.insertMany(seed(200));
      await c.createIndex({ k: 1 });
      const e = await c.find({ k: 3 }).explain('executionStats');
      expect(indexesUsed(e)).toEqual(['k_1']);
      expect(planStages(e).map((s) => s.stage)).toContain('FETCH');
      expect(stats(e).nReturned).toBe(20);
      expect(stats(e).totalKeysExamined).toBe(20);
      expect(stats(e).totalDocsExamined).toBe(20);
    },
  },
  {
    manual: `${MANUAL}/explain-results/`,
    title: 'an unindexed filter is a COLLSCAN that examines every document',
    async run(_db, c) {
      await c.insertMany(seed(50));
      const e = await c.find({ s: 'n7' }).explain('executionStats');
      expect(indexesUsed(e)).toEqual([]);
      expect(planStages(e).map((s) => s.stage)).toContain('COLLSCAN');
      expect(stats(e).totalDocsExamined).toBe(50);
      expect(stats(e).nReturned).toBe(1);
    },
  },
  {
    manual: `${MANUAL}/explain-results/`,
    title: 'a sort with a limit walks the index in order and reads only the page',
    async run(_db, c) {
      await c.insertMany(seed(300));
      await c.createIndex({ paid: 1, _id: -1 });
      const e = await c.find({ paid: false }).sort({ _id: -1 }).limit(5).explain('executionStats');
      expect(indexesUsed(e)).toEqual(['paid_1__id_-1']);
      expect(planStages(e).map((s) => s.stage)).not.toContain('SORT');
      expect(stats(e).nReturned).toBe(5);
      expect(stats(e).totalDocsExamined).toBeLessThanOrEqual(10);
    },
  },
  {
    manual: `${MANUAL}/command/explain/`,
    title: 'explain of a count and of an aggregation shows the index used',
    async run(db, c) {
      await c.insertMany(seed(100));
      await c.createIndex({ k: 1 });
      const count = await db.command({
        explain: { count: c.collectionName, query: { k: 2 } },
        verbosity: 'executionStats',
      });
      expect(indexesUsed(count)).toEqual(['k_1']);
      expect(planStages(count)[0]?.stage).toBe('COUNT');
      const agg = await c
        .aggregate([{ $match: { k: 2 } }, { $group: { _id: '$paid', n: { $sum: 1 } } }])
        .explain('queryPlanner');
      expect(indexesUsed(agg)).toEqual(['k_1']);
    },
  },

  {
    manual: `${MANUAL}/method/db.collection.countDocuments/`,
    title: 'countDocuments with equality and $exists: false on indexed fields counts null and missing apart',
    async run(_db, c) {
      await c.createIndex({ paid: 1, gone: 1 });
      await c.insertMany([
        { _id: 1 as never, paid: false },
        { _id: 2 as never, paid: false, gone: new Date() },
        { _id: 3 as never, paid: true },
        { _id: 4 as never, paid: false },
      ]);
      expect(await c.countDocuments({ paid: false, gone: { $exists: false } })).toBe(2);
      expect(await c.countDocuments({ paid: false })).toBe(3);
      await c.insertOne({ _id: 5 as never, paid: false, gone: null });
      expect(await c.countDocuments({ paid: false, gone: { $exists: false } })).toBe(2);
      expect(await c.countDocuments({ paid: false, gone: null })).toBe(3);
      const count = await c.db.command({
        explain: { count: c.collectionName, query: { paid: true } },
        verbosity: 'executionStats',
      });
      expect(indexesUsed(count)).toEqual(['paid_1_gone_1']);
    },
  },
];
