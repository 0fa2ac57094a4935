import { agedReceivablesSample } from '@voltdesk/contracts/testing';
import { insertOrder, seedService, usePos } from '../../test/harness';

let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

const insert = (price: number, extra: Record<string, unknown> = {}) =>
  insertOrder(h, [{ id: serviceId, price }], { payment: 0, ...extra });
const aged = async () =>
  (await h.api().get('/api/admin/getAgedReceivables').set(h.auth).expect(200)).body.data;

describe('aged receivables', () => {
  it('buckets what Unpaid invoices owe by days past their due date (or issue day), in London days; paid and void owe nothing', async () => {
    // Today is Wednesday 15 July 2026 in London.
    now = new Date('2026-07-15T09:00:00Z');
    await insert(10, { due_date: '2026-07-16' }); // due tomorrow: not yet due
    await insert(11, { due_date: '2026-07-15' }); // due today: 0 days
    await insert(12, { due_date: '2026-06-15' }); // 30 days
    await insert(13, { due_date: '2026-06-14' }); // 31 days
    await insert(14, { due_date: '2026-05-16' }); // 60 days
    await insert(15, { due_date: '2026-05-15' }); // 61 days
    await insert(16, { due_date: '2026-04-16' }); // 90 days
    await insert(17, { due_date: '2026-04-15' }); // 91 days
    await insert(100, { due_date: '2026-07-01', payment: 40 }); // part paid: 60 owed, 14 days
    const credited = await insert(80, { due_date: '2026-07-01' }); // 50 owed after a credit note
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: credited.id, amount: 30, reason: 'Price agreed' })
      .expect(201);
    await insert(200, { due_date: '2026-01-01', payment: 200 }); // paid: owes nothing
    const voided = await insert(300, { due_date: '2026-01-01', payment: 10 }); // void: owes nothing
    await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: voided.id }).expect(200);
    // Without a due date an invoice is due the day it was issued (in London):
    now = new Date('2026-06-14T23:30:00Z'); // 00:30 on 15 June: 30 days
    await insert(18);
    now = new Date('2026-06-14T22:30:00Z'); // 23:30 on 14 June: 31 days
    await insert(19);

    now = new Date('2026-07-15T09:00:00Z');
    expect(await aged()).toEqual(agedReceivablesSample);

    // 00:30 on Thursday 16 July in London (23:30 UTC on the 15th): every invoice is a day older.
    now = new Date('2026-07-15T23:30:00Z');
    const thursday = await aged();
    expect(thursday.as_of).toBe('2026-07-16');
    expect(thursday.buckets).toEqual([
      { bucket: 'not_due', count: 0, amount: 0 },
      { bucket: '0_30', count: 4, amount: 131 }, // the one due on the 16th joins; 12 and 18 move on
      { bucket: '31_60', count: 4, amount: 62 }, // 12 and 18 join; 14 moves on
      { bucket: '61_90', count: 2, amount: 29 }, // 14 joins; 16 moves on
      { bucket: 'over_90', count: 2, amount: 33 },
    ]);
  });
});

describe('aged receivables of invoices without a due date', () => {
  it('ages them from their issue day at 60/61 and 90/91 days, older ones over 90', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const before = (await aged()).buckets as Array<{ bucket: string; count: number; amount: number }>;
    now = new Date('2026-05-15T23:30:00Z'); // 00:30 on 16 May in London: 60 days
    await insert(20);
    now = new Date('2026-05-15T22:30:00Z'); // 23:30 on 15 May: 61 days
    await insert(21);
    now = new Date('2026-04-15T23:30:00Z'); // 00:30 on 16 April: 90 days
    await insert(22);
    now = new Date('2026-04-15T22:30:00Z'); // 23:30 on 15 April: 91 days
    await insert(23);
    now = new Date('2025-07-15T09:00:00Z'); // a year
    await insert(24);

    now = new Date('2026-07-15T09:00:00Z');
    const after = (await aged()).buckets as typeof before;
    const added = after.map((b, i) => ({
      bucket: b.bucket,
      count: b.count - before[i]!.count,
      amount: Math.round((b.amount - before[i]!.amount) * 100) / 100,
    }));
    expect(added).toEqual([
      { bucket: 'not_due', count: 0, amount: 0 },
      { bucket: '0_30', count: 0, amount: 0 },
      { bucket: '31_60', count: 1, amount: 20 },
      { bucket: '61_90', count: 2, amount: 43 },
      { bucket: 'over_90', count: 2, amount: 47 },
    ]);
  });
});
