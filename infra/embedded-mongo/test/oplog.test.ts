import { MongoClient, Timestamp, type Document } from 'mongodb';
import { start, silentLogger, type EmbeddedMongo } from '../src/index';

/** The oplog a replica set member keeps, which `mongodump --oplog` reads: on request, and only then. */
async function withServer(
  oplog: boolean,
  body: (client: MongoClient, server: EmbeddedMongo) => Promise<void>,
): Promise<void> {
  const server = await start({ port: 0, logger: silentLogger, oplog });
  const client = await MongoClient.connect(server.uri);
  try {
    await body(client, server);
  } finally {
    await client.close();
    await server.stop();
  }
}

const entries = (client: MongoClient): Promise<Document[]> =>
  client
    .db('local')
    .collection('oplog.rs')
    .find({}, { sort: { $natural: 1 } })
    .toArray();

describe('oplog', () => {
  it('logs every document write, in order, with increasing timestamps', async () => {
    await withServer(true, async (client) => {
      const orders = client.db('shop').collection('orders');
      await orders.insertOne({ _id: 1 as never, total: 10 });
      await orders.updateOne({ _id: 1 as never }, { $set: { total: 12 } });
      await orders.replaceOne({ _id: 1 as never }, { total: 13 });
      await orders.updateOne({ _id: 2 as never }, { $set: { total: 1 } }, { upsert: true });
      await orders.deleteOne({ _id: 1 as never });

      const log = await entries(client);
      expect(log.map((e) => [e.op, e.ns])).toEqual([
        ['n', ''],
        ['i', 'shop.orders'],
        ['u', 'shop.orders'],
        ['u', 'shop.orders'],
        ['i', 'shop.orders'],
        ['d', 'shop.orders'],
      ]);
      expect(log[1]!.o).toEqual({ _id: 1, total: 10 });
      // An update is logged as the whole new document, the replacement form the server also applies.
      expect(log[2]!.o).toEqual({ _id: 1, total: 12 });
      expect(log[2]!.o2).toEqual({ _id: 1 });
      expect(log[5]!.o).toEqual({ _id: 1 });
      const ts = log.map((e) => e.ts as Timestamp);
      for (let i = 1; i < ts.length; i++) expect(ts[i]!.greaterThan(ts[i - 1]!)).toBe(true);
    });
  });

  it('is a capped collection in `local` that is not itself logged', async () => {
    await withServer(true, async (client) => {
      await client.db('local').collection('notes').insertOne({ a: 1 });
      const [info] = await client.db('local').listCollections({ name: 'oplog.rs' }).toArray();
      expect((info as { options: Document }).options.capped).toBe(true);
      expect((await entries(client)).map((e) => e.op)).toEqual(['n']);
    });
  });

  it('is not kept unless asked for', async () => {
    await withServer(false, async (client) => {
      await client.db('shop').collection('orders').insertOne({ a: 1 });
      expect(await entries(client)).toEqual([]);
    });
  });
});
