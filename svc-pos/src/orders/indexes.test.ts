import type { Document } from 'mongodb';
import { indexesUsed } from '@voltdesk/embedded-mongo';
import { orderBody, seedService, usePos } from '../../test/harness';

/**
 * Every query the order list sends (the page and its total, with and without a search or a Paid/Unpaid/Void
 * filter) must use an index on MongoDB and on the embedded server alike. The queries are captured as
 * mongoose sends them (with the outbox plugin's tombstone condition) and asked back through `explain`.
 */
const h = usePos();
let sent: Array<{ method: string; args: unknown[] }> = [];
beforeAll(async () => {
  const socket = await seedService(h, 'Socket installation', 65);
  const people = [
    ['Bob Tables', '+44 1632 960123', 'WO-2026-1'],
    ['Alice Smith', '07700 900123', null],
    ['Carol Jones', '07700 900456', 'JOB-9'],
  ] as const;
  for (let i = 0; i < 12; i++) {
    const [name, phone, custom] = people[i % people.length]!;
    await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(
        orderBody([{ id: socket, price: 10 }], {
          customer: { name, phone, email: 'x@example.com', address: '1 High St' },
          order_custom_id: custom,
          payment: i % 2 ? 10 : 0,
        }),
      )
      .expect(201);
  }
  h.conn.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (collection === 'orders') sent.push({ method, args });
  });
});

/** The explain of a captured `find` or `countDocuments`, as the server would run it. */
async function explainOf(call: { method: string; args: unknown[] }): Promise<Document> {
  const [filter, options] = call.args as [Document, Document | undefined];
  const db = h.conn.db!;
  if (call.method === 'countDocuments') {
    return db.command({ explain: { count: 'orders', query: filter }, verbosity: 'queryPlanner' });
  }
  const { sort, skip, limit } = options ?? {};
  return db.command({
    explain: { find: 'orders', filter, sort, skip, limit },
    verbosity: 'queryPlanner',
  });
}

const lists = [
  ['page 1', ''],
  ['Unpaid', '&status=Unpaid'],
  ['Paid', '&status=Paid'],
  ['Void', '&status=Void'],
  ['name search', '&search=bob'],
  ['long name search', '&search=Tables'],
  ['name search, Unpaid', '&search=alice&status=Unpaid'],
  ['phone search', `&search=${encodeURIComponent('+44 1632 960123')}`],
  ['phone prefix search', '&search=07700'],
  ['phone part search', `&search=${encodeURIComponent('900 123')}`],
  ['phone part search, Unpaid', '&search=0123&status=Unpaid'],
  ['invoice number search', `&search=${encodeURIComponent('#3')}`],
  ['digits search', '&search=12'],
  ['custom id search', '&search=wo-2026'],
];

describe('getOrders uses an index for every query it sends', () => {
  it.each(lists)('%s', async (_label, query) => {
    sent = [];
    await h.api().get(`/api/admin/getOrders?page=1${query}`).set(h.auth).expect(200);
    const calls = sent.filter((c) => c.method === 'find' || c.method === 'countDocuments');
    expect(calls.map((c) => c.method).sort()).toEqual(['countDocuments', 'find']);
    for (const call of calls) {
      const used = indexesUsed(await explainOf(call));
      expect({ method: call.method, used }).toEqual({
        method: call.method,
        used: expect.arrayContaining([expect.any(String)]),
      });
    }
  });
});
