import type { Document } from 'mongodb';
import { indexesUsed } from '../../src/plan-stages';
import { MANUAL, type ConformanceCase } from './case';

const TEXT = `${MANUAL}/operator/query/text/`;

const seed = [
  { _id: 1, title: 'Electrician in London', body: 'Rewiring and socket installation' },
  { _id: 2, title: 'Socket installation', body: 'New sockets installed fast; sockets tested' },
  { _id: 3, title: 'EICR certificates', body: 'Electrical installation condition reports for landlords' },
  { _id: 4, title: 'Garden lighting', body: 'Outdoor lights and garden sockets' },
];

const ids = (docs: Document[]) => docs.map((d) => d._id as unknown);

export const textCases: ConformanceCase[] = [
  {
    manual: TEXT,
    title:
      '$text matches any term, stemmed (sockets ~ socket, installed ~ installation) and ignores stop words',
    async run(_db, c) {
      await c.insertMany(seed as never[]);
      await c.createIndex({ title: 'text', body: 'text' });
      const found = await c
        .find({ $text: { $search: 'the sockets' } })
        .sort({ _id: 1 })
        .toArray();
      expect(ids(found)).toEqual([1, 2, 4]);
      expect(await c.countDocuments({ $text: { $search: 'the and of' } })).toBe(0);
      expect(ids(await c.find({ $text: { $search: 'landlord' } }).toArray())).toEqual([3]);
    },
  },
  {
    manual: TEXT,
    title: 'phrases must all appear, negated terms exclude, other conditions still apply',
    async run(_db, c) {
      await c.insertMany(seed as never[]);
      await c.createIndex({ title: 'text', body: 'text' });
      const phrase = await c
        .find({ $text: { $search: '"socket installation"' } })
        .sort({ _id: 1 })
        .toArray();
      expect(ids(phrase)).toEqual([1, 2]);
      const negated = await c
        .find({ $text: { $search: 'sockets -garden' } })
        .sort({ _id: 1 })
        .toArray();
      expect(ids(negated)).toEqual([1, 2]);
      const both = await c
        .find({ $text: { $search: 'sockets' }, _id: { $gte: 2 as never } })
        .sort({ _id: 1 })
        .toArray();
      expect(ids(both)).toEqual([2, 4]);
    },
  },
  {
    manual: `${MANUAL}/operator/aggregation/meta/`,
    title: 'textScore projection and sort: more and weightier occurrences score higher',
    async run(_db, c) {
      await c.insertMany(seed as never[]);
      await c.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 } });
      const ranked = await c
        .find({ $text: { $search: 'socket' } }, { projection: { score: { $meta: 'textScore' }, title: 1 } })
        .sort({ score: { $meta: 'textScore' } })
        .toArray();
      expect(ids(ranked)).toEqual([2, 1, 4]);
      const scores = ranked.map((d) => d.score as number);
      expect(scores.every((s) => typeof s === 'number' && s > 0)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(Object.keys(ranked[0] ?? {}).sort()).toEqual(['_id', 'score', 'title']);
    },
  },
  {
    manual: `${MANUAL}/operator/query/text/`,
    title: '$text without a text index fails with code 27; a second text index is refused',
    async run(_db, c) {
      await c.insertMany(seed as never[]);
      await expect(c.find({ $text: { $search: 'socket' } }).toArray()).rejects.toMatchObject({ code: 27 });
      await c.createIndex({ title: 'text' });
      await expect(c.createIndex({ body: 'text' })).rejects.toThrow();
      const [, text] = await c.listIndexes().toArray();
      expect(text).toMatchObject({
        key: { _fts: 'text', _ftsx: 1 },
        weights: { title: 1 },
        default_language: 'english',
      });
    },
  },
  {
    manual: `${MANUAL}/explain-results/`,
    title: 'a $text query is answered from the text index',
    async run(_db, c) {
      await c.insertMany(seed as never[]);
      await c.createIndex({ title: 'text', body: 'text' }, { name: 'search' });
      const e = await c.find({ $text: { $search: 'socket' } }).explain('queryPlanner');
      expect(indexesUsed(e)).toEqual(['search']);
    },
  },
];
