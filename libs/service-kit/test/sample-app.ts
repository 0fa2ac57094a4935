/**
 * A tiny service built only from the kit, the way every real service is: routes as data, thin handlers,
 * a mongoose model with the outbox plugin. The kit's tests drive it over HTTP.
 */
import type { Kafka } from 'kafkajs';
import { Schema, type Connection, type Model } from 'mongoose';

interface ItemDoc {
  name: string;
  qty: number;
  tags: string[];
}
import { defineEndpoints, type SchemaId } from '@voltdesk/contracts';
import {
  createApp,
  createLogger,
  createMetrics,
  ImageStore,
  InputValidator,
  JwtVerifier,
  makeEvent,
  mongoReadiness,
  NotFoundError,
  OutboxRelay,
  outboxPlugin,
  RateLimiter,
  registerEndpoints,
  respond,
  TokenDenylist,
  tombstoneWithEvents,
  withEvents,
  type UploadedFile,
} from '../src';

/** The sample's schemas are its own, outside the contract, so their ids are cast to `SchemaId`. */
const own = (id: 'sample.item' | 'sample.id') => id as SchemaId;

/**
 * The sample's endpoints. Their answers are `raw` (written by the handler) because the sample's shapes have
 * no view schema in the contract; the envelope path is covered by register-endpoints.test.ts.
 */
export const sampleEndpoints = defineEndpoints({
  createItem: {
    name: 'createItem',
    method: 'POST',
    path: 'sample/items',
    service: 'content',
    access: 'admin',
    body: own('sample.item'),
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403, 422],
  },
  listItems: {
    name: 'listItems',
    method: 'GET',
    path: 'sample/items',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
  deleteItem: {
    name: 'deleteItem',
    method: 'DELETE',
    path: 'sample/deleteItem',
    service: 'content',
    access: 'admin',
    query: own('sample.id'),
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403, 422],
  },
  upload: {
    name: 'upload',
    method: 'POST',
    path: 'sample/upload',
    service: 'content',
    access: 'admin',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403],
  },
  limited: {
    name: 'limited',
    method: 'POST',
    path: 'sample/limited',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
  landing: {
    name: 'landing',
    method: 'GET',
    path: 'sample/landing',
    service: 'content',
    access: 'key',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401],
  },
  boom: {
    name: 'boom',
    method: 'GET',
    path: 'sample/boom',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
});

export const sampleSchemas = [
  {
    $id: 'sample.item',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'qty'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 20 },
      qty: { type: 'integer', minimum: 1 },
      tags: { type: 'array', items: { type: 'string', maxLength: 10 } },
    },
  },
  {
    $id: 'sample.id',
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
  },
];

export interface SampleAppDeps {
  conn: Connection;
  kafka?: Kafka;
  jwks: import('jose').JSONWebKeySet;
  mediaDir: string;
  denylist?: TokenDenylist;
}

export async function createSampleApp(deps: SampleAppDeps) {
  const logger = createLogger('sample', process.env.TEST_LOG_LEVEL ?? 'silent');
  const metrics = createMetrics('sample', false);
  const itemSchema = new Schema<ItemDoc>({
    name: { type: String, unique: true },
    qty: Number,
    tags: [String],
  });
  itemSchema.plugin(outboxPlugin);
  const Item =
    (deps.conn.models.Item as Model<ItemDoc> | undefined) ?? deps.conn.model<ItemDoc>('Item', itemSchema);
  await Item.createIndexes();
  const producer = deps.kafka?.producer();
  if (producer) await producer.connect();
  const relay = producer
    ? new OutboxRelay({ models: [Item], producer, logger, metrics, intervalMs: 100 })
    : undefined;
  relay?.start();
  const images = new ImageStore(deps.mediaDir, 'content');
  const limiter = new RateLimiter(deps.conn, 'sample', 3, 60_000);
  const denylist = deps.denylist ?? new TokenDenylist();

  const app = createApp({
    name: 'sample',
    logger,
    metrics,
    readiness: { mongo: mongoReadiness(deps.conn) },
    preBody: [images.middleware()],
  });
  registerEndpoints(app, {
    service: 'content',
    endpoints: sampleEndpoints,
    validator: new InputValidator(sampleSchemas),
    verifier: new JwtVerifier({ jwks: deps.jwks, denylist }),
    keyCheck: (ctx) => {
      if (ctx.get('key') !== 'sample-key') throw new NotFoundError('no key');
    },
    handlers: {
      createItem: async ({ body, ctx }) => {
        const item = body as unknown as { name: string; qty: number };
        const doc = new Item({ ...item });
        doc.set(
          withEvents(
            makeEvent('svc-sample', 'contact.received', doc.id, {
              id: doc.id,
              name: item.name,
              email: 'a@b.co',
              phone: '1',
              message: 'm',
            }),
          ),
        );
        await doc.save();
        respond(ctx, { id: doc.id, name: item.name, qty: item.qty }, { status: 201 });
      },
      listItems: async ({ ctx }) => {
        const items = await Item.find().sort({ name: 1 }).lean();
        respond(
          ctx,
          items.map((i) => ({ id: String(i._id), name: i.name, qty: i.qty })),
        );
      },
      deleteItem: async ({ query, ctx }) => {
        const { id } = query as unknown as { id: string };
        const done = await Item.findOneAndUpdate(
          { _id: id },
          tombstoneWithEvents(makeEvent('svc-sample', 'subscriber.removed', id, { id, email: 'x@y.co' })),
          {},
        );
        if (!done) throw new NotFoundError('Item not found.');
        respond(ctx, null, { message: 'Deleted.' });
      },
      upload: async ({ ctx }) => {
        const file = ctx.request.files?.image as UploadedFile | undefined;
        respond(ctx, { url: file ? await images.save(file, 'image') : null });
      },
      limited: async ({ ctx }) => {
        await limiter.hit(ctx.ip);
        respond(ctx, { ok: true });
      },
      landing: async ({ ctx }) => respond(ctx, { landing: true }),
      boom: async () => {
        throw new Error('secret internals');
      },
    },
  });
  return { app, Item, relay, producer, metrics };
}
