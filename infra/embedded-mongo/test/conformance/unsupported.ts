import { MongoServerError, type Document } from 'mongodb';
import type { ConformanceCase } from './case';

const CORE = 'https://www.mongodb.com/docs/manual/core';

/**
 * What one attempt at a feature got: its result, or the server's refusal. A server either has a feature
 * (MongoDB has geospatial queries and time series) or lacks it (embedded-mongo, README "Not supported"),
 * and a server that lacks it must say so as MongoDB does for a feature it lacks: code 115
 * (CommandNotSupported) and a message naming the feature, not a generic BadValue that reads like a typo
 * in the query, and not a wrong answer.
 */
type Outcome<T> = { supported: true; value: T } | { supported: false; code: number; message: string };

async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { supported: true, value: await run() };
  } catch (err) {
    if (!(err instanceof MongoServerError)) throw err;
    return { supported: false, code: Number(err.code), message: err.message };
  }
}

/**
 * The outcomes of one feature's attempts agree (all supported, or all refused), and each refusal is the
 * clear one: 115, CommandNotSupported, naming the operator or option. Answers whether it is supported.
 */
function oneAnswer(outcomes: Record<string, Outcome<unknown>>): boolean {
  const entries = Object.entries(outcomes);
  const supported = entries[0]![1].supported;
  const seen = entries.map(([feature, o]) =>
    o.supported
      ? { feature, supported: true }
      : { feature, supported: false, code: o.code, namesIt: o.message.includes(feature) },
  );
  expect(seen).toEqual(
    entries.map(([feature]) =>
      supported ? { feature, supported: true } : { feature, supported: false, code: 115, namesIt: true },
    ),
  );
  return supported;
}

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const names = (docs: Document[]) => docs.map((d) => d.name as string);

export const unsupportedCases: ConformanceCase[] = [
  {
    manual: `${CORE}/indexes/index-types/geospatial/2dsphere/`,
    title:
      'geospatial: a 2dsphere index, $near, $geoWithin and $geoNear work as documented, or are all refused with 115',
    async run(_db, c) {
      await c.insertMany([
        { name: 'London', loc: point(-0.1276, 51.5072) },
        { name: 'Reading', loc: point(-0.9781, 51.4543) },
        { name: 'Oxford', loc: point(-1.2577, 51.752) },
        { name: 'Edinburgh', loc: point(-3.1883, 55.9533) },
      ]);
      const index = await attempt(() => c.createIndex({ loc: '2dsphere' }));
      const near = await attempt(() =>
        c.find({ loc: { $near: { $geometry: point(-0.1276, 51.5072), $maxDistance: 100_000 } } }).toArray(),
      );
      // 100 km around London, as a sphere of that radius in radians (Earth's radius 6,378.1 km).
      const within = await attempt(() =>
        c
          .find({ loc: { $geoWithin: { $centerSphere: [[-0.1276, 51.5072], 100 / 6378.1] } } })
          .sort({ name: 1 })
          .toArray(),
      );
      const geoNear = await attempt(() =>
        c
          .aggregate([
            { $geoNear: { near: point(-3.1883, 55.9533), distanceField: 'metres', spherical: true } },
            { $limit: 1 },
          ])
          .toArray(),
      );
      const supported = oneAnswer({
        '2dsphere': index,
        $near: near,
        $geoWithin: within,
        $geoNear: geoNear,
      });
      if (supported) {
        // $near sorts by distance, nearest first; Oxford is 83 km away, Edinburgh 534 km.
        expect(near.supported && names(near.value)).toEqual(['London', 'Reading', 'Oxford']);
        expect(within.supported && names(within.value)).toEqual(['London', 'Oxford', 'Reading']);
        expect(geoNear.supported && names(geoNear.value)).toEqual(['Edinburgh']);
      } else {
        // A refused index is not left behind half-made.
        expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
        // Nor is the refusal specific to find: a count, an update and a delete say the same.
        const others = oneAnswer({
          $geoWithin: await attempt(() =>
            c.countDocuments({ loc: { $geoWithin: { $centerSphere: [[0, 51], 0.01] } } }),
          ),
          $geoIntersects: await attempt(() =>
            c.updateMany(
              { loc: { $geoIntersects: { $geometry: point(-0.1276, 51.5072) } } },
              { $set: { seen: true } },
            ),
          ),
          $nearSphere: await attempt(() =>
            c.deleteMany({ loc: { $nearSphere: { $geometry: point(0, 51) } } }),
          ),
        });
        expect(others).toBe(false);
        expect(await c.countDocuments({ seen: true })).toBe(0);
        expect(await c.countDocuments()).toBe(4);
      }
    },
  },
  {
    manual: `${CORE}/timeseries/timeseries-procedures/`,
    title: 'a time series collection is created, listed as one and queried, or refused with 115',
    async run(db) {
      const name = 'readings';
      const created = await attempt(() =>
        db.createCollection(name, {
          timeseries: { timeField: 'at', metaField: 'meter', granularity: 'minutes' },
        }),
      );
      const supported = oneAnswer({ timeseries: created });
      const listed = await db.listCollections({ name }, { nameOnly: false }).toArray();
      if (supported) {
        expect(listed).toEqual([expect.objectContaining({ name, type: 'timeseries' })]);
        const c = db.collection(name);
        const t0 = Date.UTC(2026, 0, 1);
        await c.insertMany(
          [0, 1, 2].map((i) => ({ at: new Date(t0 + i * 60_000), meter: 'm1', kwh: i + 0.5 })),
        );
        const rows = await c
          .find({ at: { $gte: new Date(t0 + 60_000) } }, { projection: { _id: 0, kwh: 1 } })
          .sort({ at: 1 })
          .toArray();
        expect(rows).toEqual([{ kwh: 1.5 }, { kwh: 2.5 }]);
      } else {
        // Refused whole: no ordinary collection is left under the name.
        expect(listed).toEqual([]);
      }
    },
  },
];
