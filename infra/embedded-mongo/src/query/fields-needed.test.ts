import { Double, Int32 } from 'bson';
import { pipelineFields, projectionFields } from './fields-needed';

const sorted = (s: ReadonlySet<string> | undefined) => (s ? [...s].sort() : s);

describe('fields a projection or the next aggregation stage reads', () => {
  it('a find projection of inclusions reads their top-level fields and _id', () => {
    expect(sorted(projectionFields({ invoice_no: 1, 'customer.name': true }))).toEqual([
      '_id',
      'customer',
      'invoice_no',
    ]);
    expect(sorted(projectionFields({ a: new Int32(1), b: new Double(2), _id: 0 }))).toEqual(['a', 'b']);
  });

  it('reads whole documents for exclusions and operators that read the matched document', () => {
    for (const p of [
      undefined,
      {},
      { _id: 0 },
      { a: 0 },
      { a: 1, b: 0 },
      { 'a.$': 1 },
      { a: { $slice: 2 } },
      { a: { $elemMatch: { x: 1 } } },
      { score: { $meta: 'textScore' } },
      { a: '$b' },
    ])
      expect([p, projectionFields(p)]).toEqual([p, undefined]);
  });

  it('a $group reads the fields of its key and accumulators', () => {
    const group = {
      $group: {
        _id: { method: { $ifNull: ['$payments.method', 'cash'] }, void: '$voided_at' },
        n: { $sum: 1 },
        amount: { $sum: '$total_pence' },
        names: { $push: { $map: { input: '$items', in: '$$this.name' } } },
      },
    };
    expect(sorted(pipelineFields([group, { $sort: { n: 1 } }]))).toEqual([
      'items',
      'payments',
      'total_pence',
      'voided_at',
    ]);
    expect(pipelineFields([{ $group: { _id: null, all: { $push: '$$ROOT' } } }])).toBeUndefined();
  });

  it('a $project reads what it includes and what its computed fields read', () => {
    expect(sorted(pipelineFields([{ $project: { payments: 1 } }, { $unwind: '$payments' }]))).toEqual([
      '_id',
      'payments',
    ]);
    expect(
      sorted(pipelineFields([{ $project: { _id: 0, 'vat.summary': 1, total: { $add: ['$a', '$b.c'] } } }])),
    ).toEqual(['a', 'b', 'vat']);
    expect(sorted(pipelineFields([{ $project: { vat: { summary: 1 }, n: new Int32(1) } }]))).toEqual([
      '_id',
      'n',
      'vat',
    ]);
  });

  it('reads whole documents for exclusions, $$CURRENT and other first stages', () => {
    for (const rest of [
      [],
      [{ $project: { a: 0 } }],
      [{ $project: { _id: 0 } }],
      [{ $project: { doc: '$$CURRENT' } }],
      [{ $unwind: '$a' }],
      [{ $addFields: { x: 1 } }],
      [{ $sort: { a: 1 } }],
    ])
      expect([rest, pipelineFields(rest)]).toEqual([rest, undefined]);
  });
});
