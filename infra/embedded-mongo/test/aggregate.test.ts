import type { Document } from 'mongodb';
import { openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('agg');
  await t.db.collection('orders').insertMany([
    {
      _id: 1,
      customer: 'ann',
      items: [
        { sku: 'a', qty: 2 },
        { sku: 'b', qty: 1 },
      ],
      total: 30,
      status: 'paid',
    },
    { _id: 2, customer: 'bob', items: [{ sku: 'a', qty: 1 }], total: 10, status: 'paid' },
    { _id: 3, customer: 'ann', items: [], total: 5, status: 'open' },
    { _id: 4, customer: 'cid', items: [{ sku: 'c', qty: 7 }], total: 70, status: 'paid' },
  ] as Document[]);
  await t.db.collection('customers').insertMany([
    { _id: 'ann', name: 'Ann' },
    { _id: 'bob', name: 'Bob' },
  ] as Document[]);
});
afterAll(async () => {
  await t.close();
});

const orders = (): ReturnType<Target['db']['collection']> => t.db.collection('orders');

describe('aggregate', () => {
  it('$match $group $sort', async () => {
    const out = await orders()
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', sum: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { sum: -1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 'cid', sum: 70, n: 1 },
      { _id: 'ann', sum: 30, n: 1 },
      { _id: 'bob', sum: 10, n: 1 },
    ]);
  });

  it('$project $addFields $set $unset', async () => {
    const out = await orders()
      .aggregate([
        { $match: { _id: { $in: [1, 2] } } },
        { $sort: { _id: 1 } },
        { $project: { customer: 1, total: 1 } },
        { $addFields: { double: { $multiply: ['$total', 2] } } },
        { $set: { label: { $concat: ['#', { $toString: '$_id' }] } } },
        { $unset: 'customer' },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 1, total: 30, double: 60, label: '#1' },
      { _id: 2, total: 10, double: 20, label: '#2' },
    ]);
  });

  it('$unwind $group over array elements, $skip $limit $count', async () => {
    const qty = await orders()
      .aggregate([
        { $unwind: '$items' },
        { $group: { _id: '$items.sku', qty: { $sum: '$items.qty' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(qty).toEqual([
      { _id: 'a', qty: 3 },
      { _id: 'b', qty: 1 },
      { _id: 'c', qty: 7 },
    ]);
    const page = await orders()
      .aggregate([{ $sort: { total: 1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 1 } }])
      .toArray();
    expect(page).toEqual([{ _id: 2 }, { _id: 1 }]);
    expect(
      await orders()
        .aggregate([{ $match: { total: { $gt: 6 } } }, { $count: 'n' }])
        .toArray(),
    ).toEqual([{ n: 3 }]);
  });

  it('$lookup joins another collection', async () => {
    const out = await orders()
      .aggregate([
        { $match: { _id: { $in: [1, 4] } } },
        { $sort: { _id: 1 } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $project: { _id: 1, who: '$who.name' } },
      ])
      .toArray();
    expect(out).toEqual([
      { _id: 1, who: ['Ann'] },
      { _id: 4, who: [] },
    ]);
    // The joined collection is not modified by later stages.
    expect(await t.db.collection('customers').findOne({ _id: 'ann' } as Document)).toEqual({
      _id: 'ann',
      name: 'Ann',
    });
  });

  it('$facet runs sub-pipelines', async () => {
    const [out] = await orders()
      .aggregate([
        {
          $facet: {
            count: [{ $count: 'n' }],
            top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(out).toEqual({ count: [{ n: 4 }], top: [{ _id: 4 }] });
  });

  it('leaves stored documents untouched by $set and returns cursors in batches', async () => {
    await orders()
      .aggregate([{ $set: { status: 'changed' } }])
      .toArray();
    expect(await orders().countDocuments({ status: 'changed' })).toBe(0);
    const c = t.db.collection('many');
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const all = await c.aggregate([{ $addFields: { j: '$i' } }], { batchSize: 50 }).toArray();
    expect(all).toHaveLength(300);
  });

  it('$out replaces the target collection and keeps its indexes', async () => {
    const target = t.db.collection('paid_totals');
    await target.createIndex({ customer: 1 }, { unique: true });
    await target.insertOne({ customer: 'old' });
    const res = await orders()
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', total: { $sum: '$total' } } },
        { $project: { _id: 0, customer: '$_id', total: 1 } },
        { $out: 'paid_totals' },
      ])
      .toArray();
    expect(res).toEqual([]);
    expect(
      await target
        .find({}, { projection: { _id: 0 } })
        .sort({ customer: 1 })
        .toArray(),
    ).toEqual([
      { customer: 'ann', total: 30 },
      { customer: 'bob', total: 10 },
      { customer: 'cid', total: 70 },
    ]);
    expect((await target.indexes()).map((i) => i.name)).toContain('customer_1');
  });
});
