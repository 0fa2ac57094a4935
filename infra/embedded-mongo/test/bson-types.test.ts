import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MinKey,
  MaxKey,
  ObjectId,
  Timestamp,
  UUID,
  type Document,
} from 'mongodb';
import { openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('bson');
});
afterAll(async () => {
  await t.close();
});

describe('BSON round trips', () => {
  it('keeps every type unchanged (read back without promotion)', async () => {
    const id = new ObjectId();
    const doc = {
      _id: id,
      oid: new ObjectId(),
      date: new Date('2024-02-29T12:34:56.789Z'),
      dec: Decimal128.fromString('12345.678900'),
      long: Long.fromString('9007199254740993'),
      smallLong: Long.fromNumber(5),
      int: new Int32(42),
      double: new Double(1),
      frac: 2.5,
      bin: new Binary(Buffer.from([0, 1, 2, 255])),
      uuid: new UUID('0e9f6b0a-2b9f-4d4e-9a38-2f0fbd5b7a10'),
      nil: null,
      bool: false,
      str: 'héllo ✓',
      nested: [[1, 2], [[3]], { deep: [{ x: new Int32(1) }] }],
      ts: new Timestamp({ t: 1, i: 2 }),
      min: new MinKey(),
      max: new MaxKey(),
      re: /ab+c/i,
    };
    await t.db.collection('types').insertOne(doc);
    const raw = (await t.db
      .collection('types')
      .findOne(
        { _id: id },
        { promoteValues: false, promoteLongs: false, promoteBuffers: false },
      )) as Document;
    expect(raw.oid).toEqual(doc.oid);
    expect(raw.date).toEqual(doc.date);
    expect(raw.dec).toBeInstanceOf(Decimal128);
    expect(raw.dec.toString()).toBe('12345.678900');
    expect(raw.long).toBeInstanceOf(Long);
    expect(raw.long.toString()).toBe('9007199254740993');
    expect(raw.smallLong).toBeInstanceOf(Long);
    expect(raw.int).toBeInstanceOf(Int32);
    expect(raw.int.value).toBe(42);
    expect(raw.double).toBeInstanceOf(Double);
    expect(raw.frac).toBeInstanceOf(Double);
    expect(raw.bin).toBeInstanceOf(Binary);
    expect(Buffer.from(raw.bin.buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(raw.uuid.sub_type).toBe(4);
    expect(raw.nil).toBeNull();
    expect(raw.bool).toBe(false);
    expect(raw.str).toBe('héllo ✓');
    expect(raw.ts).toBeInstanceOf(Timestamp);
    expect(raw.min._bsontype).toBe('MinKey');
    expect(raw.max._bsontype).toBe('MaxKey');
    expect(raw.re).toBeInstanceOf(RegExp);

    const promoted = (await t.db.collection('types').findOne({ _id: id })) as Document;
    expect(promoted.nested).toEqual([[1, 2], [[3]], { deep: [{ x: 1 }] }]);
    expect(promoted.smallLong).toBe(5);
    expect(promoted.int).toBe(42);
  });

  it('matches and updates numbers across numeric types', async () => {
    const c = t.db.collection('nums');
    await c.insertMany([
      { _id: 1, v: Long.fromNumber(10) },
      { _id: 2, v: new Double(20) },
      { _id: 3, v: 30 },
    ] as Document[]);
    expect((await c.find({ v: { $gte: 15 } }).toArray()).map((d) => d._id)).toEqual([2, 3]);
    expect(await c.countDocuments({ v: 10 })).toBe(1);
    await c.updateOne({ _id: 1 } as Document, { $inc: { v: 5 } });
    const raw = (await c.findOne({ _id: 1 } as Document, {
      promoteLongs: false,
      promoteValues: false,
    })) as Document;
    expect(raw.v).toBeInstanceOf(Long);
    expect(raw.v.toNumber()).toBe(15);
  });

  it('finds by ObjectId, Date and Decimal128 values', async () => {
    const c = t.db.collection('keys');
    const a = new ObjectId();
    await c.insertMany([
      { ref: a, at: new Date(1000), price: Decimal128.fromString('9.99') },
      { ref: new ObjectId(), at: new Date(2000), price: Decimal128.fromString('19.99') },
    ]);
    expect(await c.countDocuments({ ref: a })).toBe(1);
    expect(await c.countDocuments({ at: { $gt: new Date(1500) } })).toBe(1);
    expect(await c.countDocuments({ price: Decimal128.fromString('9.99') })).toBe(1);
  });
});
