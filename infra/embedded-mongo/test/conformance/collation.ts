import type { Document } from 'mongodb';
import { MANUAL, type ConformanceCase } from './case';

const names = (docs: Document[]) => docs.map((d) => d.name as unknown);

export const collationCases: ConformanceCase[] = [
  {
    manual: `${MANUAL}/collation/`,
    title: 'strength 2 matches case-insensitively but keeps accents apart; strength 1 ignores both',
    async run(_db, c) {
      await c.insertMany([{ name: 'Cafe' }, { name: 'café' }, { name: 'CAFE' }, { name: 'other' }]);
      const s2 = await c
        .find({ name: 'cafe' }, { collation: { locale: 'en', strength: 2 } })
        .sort({ _id: 1 })
        .toArray();
      expect(names(s2)).toEqual(['Cafe', 'CAFE']);
      const s1 = await c
        .find({ name: 'cafe' }, { collation: { locale: 'en', strength: 1 } })
        .sort({ _id: 1 })
        .toArray();
      expect(names(s1)).toEqual(['Cafe', 'café', 'CAFE']);
      expect(
        await c.countDocuments({ name: { $in: ['CAFÉ'] } }, { collation: { locale: 'fr', strength: 2 } }),
      ).toBe(1);
      expect(
        await c.countDocuments({ name: { $ne: 'cafe' } }, { collation: { locale: 'en', strength: 2 } }),
      ).toBe(2);
    },
  },
  {
    manual: `${MANUAL}/collation/`,
    title: 'caseLevel with strength 1 ignores accents but not case',
    async run(_db, c) {
      await c.insertMany([{ name: 'resume' }, { name: 'résumé' }, { name: 'Resume' }]);
      const got = await c
        .find({ name: 'resume' }, { collation: { locale: 'en', strength: 1, caseLevel: true } })
        .sort({ _id: 1 })
        .toArray();
      expect(names(got)).toEqual(['resume', 'résumé']);
    },
  },
  {
    manual: `${MANUAL}/collation/`,
    title: 'numericOrdering compares digit runs as numbers, in ranges and sorts',
    async run(_db, c) {
      await c.insertMany([{ name: 'item10' }, { name: 'item9' }, { name: 'item100' }, { name: 'item2' }]);
      const collation = { locale: 'en', numericOrdering: true };
      const sorted = await c.find({}, { collation }).sort({ name: 1 }).toArray();
      expect(names(sorted)).toEqual(['item2', 'item9', 'item10', 'item100']);
      const above = await c
        .find({ name: { $gt: 'item9' } }, { collation })
        .sort({ name: 1 })
        .toArray();
      expect(names(above)).toEqual(['item10', 'item100']);
      const binary = await c.find({ name: { $gt: 'item9' } }).toArray();
      expect(binary).toEqual([]);
    },
  },
  {
    manual: `${MANUAL}/collation/`,
    title: 'a collated unique index and a collection default collation',
    async run(db) {
      const c = await db.createCollection('collated_people', { collation: { locale: 'en', strength: 2 } });
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertOne({ email: 'Ann@x.test' });
      await expect(c.insertOne({ email: 'ann@X.TEST' })).rejects.toMatchObject({ code: 11000 });
      expect(await c.countDocuments({ email: 'ANN@x.test' })).toBe(1);
      expect(await c.countDocuments({ email: 'ANN@x.test' }, { collation: { locale: 'simple' } })).toBe(0);
    },
  },
  {
    manual: `${MANUAL}/collation-locales-defaults/`,
    title: 'locale-specific order: German phonebook and Swedish å after z',
    async run(_db, c) {
      await c.insertMany([{ name: 'å' }, { name: 'z' }, { name: 'a' }]);
      const sv = await c
        .find({}, { collation: { locale: 'sv' } })
        .sort({ name: 1 })
        .toArray();
      expect(names(sv)).toEqual(['a', 'z', 'å']);
      const en = await c
        .find({}, { collation: { locale: 'en' } })
        .sort({ name: 1 })
        .toArray();
      expect(names(en)).toEqual(['a', 'å', 'z']);
    },
  },
];
