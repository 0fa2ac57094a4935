import mongoose, { type Connection } from 'mongoose';
import type { Document } from 'mongodb';
import { indexesUsed, planStages } from '../src/plan-stages';
import { openTarget, type Target } from './helpers/target';
// The services' own list code and models, so the queries explained here are the ones they send (the
// service packages export no modules; tests may reach a composition root, see eslint.config.mjs).
import { CategoryService } from '../../../svc-pos/src/categories/service';
import { categoryModel } from '../../../svc-pos/src/categories/model';
import { ProductService } from '../../../svc-pos/src/products/service';
import { productModel } from '../../../svc-pos/src/products/model';
import { CustomerService } from '../../../svc-pos/src/customers/service';
import { customerModel } from '../../../svc-pos/src/customers/model';
import { OrderService, type OrderServiceDeps } from '../../../svc-pos/src/orders/service';
import { orderModel } from '../../../svc-pos/src/orders/model';
import { searchFields } from '../../../svc-pos/src/orders/search';
import { cardService } from '../../../svc-content/src/cards/service';
import { cardModel } from '../../../svc-content/src/cards/model';
import { postModel } from '../../../svc-content/src/posts/model';
import { NotificationLog } from '../../../svc-notify/src/notifications/service';
import { jobModel } from '../../../svc-notify/src/shared/jobs';

type Call = { collection: string; method: string; args: unknown[] };

let t: Target;
let conn: Connection;
let sent: Call[] = [];

/** Stands in for a dependency the list path never touches; any use fails the test loudly. */
const untouched = <T>(name: string): T =>
  new Proxy(
    {},
    {
      get(_target, prop) {
        throw new Error(`the list path used ${name}.${String(prop)}`);
      },
    },
  ) as T;

const N = 300;
const names = ['Electric', 'Socket', 'Lighting', 'Alarm', 'Cable', 'Fuse', 'Meter', 'Heater'];

beforeAll(async () => {
  t = await openTarget('service_plans');
  conn = await mongoose.createConnection(t.uri, { dbName: t.dbName }).asPromise();
  const now = Date.now();
  const models = [
    categoryModel(conn),
    productModel(conn),
    customerModel(conn),
    orderModel(conn),
    cardModel(conn),
    postModel(conn),
    jobModel(conn),
  ];
  // The schemas' own indexes, as the services' migrations build them.
  for (const m of models) await m.init();
  const raw = (name: string) => conn.db!.collection(name);
  const at = (i: number) => new Date(now - i * 60_000);
  await raw('categories').insertMany(
    Array.from({ length: N }, (_, i) => ({ name: `${names[i % 8]} ${i}`, name_key: `k${i}` })),
  );
  await raw('products').insertMany(
    Array.from({ length: N }, (_, i) => ({
      name: `${names[i % 8]} job ${i}`,
      price_pence: i,
      category_id: new mongoose.Types.ObjectId(),
      status: 1,
    })),
  );
  await raw('customers').insertMany(
    Array.from({ length: N }, (_, i) => ({
      name: `${names[i % 8]} Smith ${i}`,
      phone: `07700 900${String(i).padStart(3, '0')}`,
      phone_key: `447700900${String(i).padStart(3, '0')}`,
      phone_digits: `7700900${String(i).padStart(3, '0')}`,
      email: `c${i}@example.com`,
    })),
  );
  await raw('orders').insertMany(
    Array.from({ length: N }, (_, i) => {
      const customer = {
        name: `${names[i % 8]} Patel`,
        phone: `07700 900${String(i).padStart(3, '0')}`,
        email: `o${i}@example.com`,
        address: null,
      };
      const custom = i % 3 ? `WO-${i}` : null;
      return {
        invoice_no: i + 1,
        paid: i % 4 === 3 ? null : i % 2 === 0,
        customer,
        order_custom_id: custom,
        items: [],
        sub_total_pence: 1000,
        discount_pence: 0,
        total_pence: 1000,
        payment_pence: i % 2 === 0 ? 1000 : 0,
        due_pence: i % 2 === 0 ? 0 : 1000,
        created_at: at(i),
        updated_at: at(i),
        ...searchFields({ invoice_no: i + 1, customer: customer as never, order_custom_id: custom }),
      };
    }),
  );
  await raw('cards').insertMany(
    Array.from({ length: N }, (_, i) => ({
      title: `${names[i % 8]} card`,
      slug: `card-${i}`,
      link: `/l/${i}`,
      status: 1,
    })),
  );
  await raw('posts').insertMany(
    Array.from({ length: N }, (_, i) => ({
      title: `${names[i % 8]} news`,
      slug: `news-${i}`,
      written: at(i),
      status: i % 2,
    })),
  );
  await raw('jobs').insertMany(
    Array.from({ length: N }, (_, i) => ({
      kind: i % 2 ? 'newsletter_delivery' : 'order_receipt',
      dedupe_key: `job-${i}`,
      status: ['queued', 'sent', 'failed'][i % 3],
      created_at: at(i),
      run_at: at(i),
    })),
  );
  conn.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    sent.push({ collection, method, args });
  });
}, 120_000);

afterAll(async () => {
  await conn?.close();
  await t?.close();
});

/**
 * The explain of a captured `find`, or of the aggregation the driver sends for `countDocuments`
 * (`$match` then `$group`), as the server would run it.
 */
async function explainOf(call: Call): Promise<Document> {
  const [filter, options] = call.args as [Document, Document | undefined];
  const db = conn.db!;
  if (call.method === 'countDocuments') {
    const pipeline = [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }];
    return db.command({
      explain: { aggregate: call.collection, pipeline, cursor: {} },
      verbosity: 'queryPlanner',
    });
  }
  const { sort, skip, limit } = options ?? {};
  return db.command({
    explain: { find: call.collection, filter, sort, skip, limit },
    verbosity: 'queryPlanner',
  });
}

const posService = () => {
  const categories = new CategoryService({
    categories: categoryModel(conn),
    usage: untouched('usage'),
  });
  return {
    categories,
    products: new ProductService({ products: productModel(conn), categories }),
    customers: new CustomerService({ customers: customerModel(conn) }),
    orders: new OrderService({
      orders: orderModel(conn),
      counters: untouched('counters'),
      audit: untouched('audit'),
      catalogue: untouched('catalogue'),
      customers: untouched('customers'),
      clock: untouched('clock'),
    } as OrderServiceDeps),
  };
};

/**
 * A list screen's query, run through the service's own code, and whether its total must come from an
 * index too. `count: false` only for a total over the whole collection (no filter to index) or a gap
 * listed in `gaps` below.
 */
const lists: Array<[string, () => Promise<unknown>, { count: boolean }]> = [
  ['svc-pos categories, page 1', () => posService().categories.records.list({ page: 1 }), { count: false }],
  [
    'svc-pos categories, search',
    () => posService().categories.records.list({ page: 1, search: 'sock' }),
    { count: true },
  ],
  [
    'svc-pos products, search (with the category names)',
    () => posService().products.listWithCategories({ page: 1, search: 'alarm' }),
    { count: true },
  ],
  ['svc-pos customers, page 1', () => posService().customers.page({ page: 1 }), { count: false }],
  [
    'svc-pos customers, search (page only: the total is a gap)',
    () => posService().customers.page({ page: 1, search: 'smith 1' }),
    { count: false },
  ],
  [
    'svc-pos customers, phone search (page only: the total is a gap)',
    () => posService().customers.page({ page: 1, search: '900 12' }),
    { count: false },
  ],
  ['svc-pos orders, page 1', () => posService().orders.list({ page: 1 }), { count: true }],
  ['svc-pos orders, Unpaid', () => posService().orders.list({ page: 1, status: 'Unpaid' }), { count: true }],
  ['svc-pos orders, Void', () => posService().orders.list({ page: 1, status: 'Void' }), { count: true }],
  [
    'svc-pos orders, name search',
    () => posService().orders.list({ page: 1, search: 'patel' }),
    { count: true },
  ],
  [
    'svc-pos orders, two-word search, Paid',
    () => posService().orders.list({ page: 1, search: 'alarm patel', status: 'Paid' }),
    { count: true },
  ],
  [
    'svc-pos orders, phone search',
    () => posService().orders.list({ page: 1, search: '07700 90012' }),
    { count: true },
  ],
  [
    'svc-pos orders, invoice search',
    () => posService().orders.list({ page: 1, search: '#12' }),
    { count: true },
  ],
  [
    'svc-pos orders, custom id search',
    () => posService().orders.list({ page: 1, search: 'wo-2' }),
    { count: true },
  ],
  [
    'svc-content cards, search (shared CRUD list; page only: the total is a gap)',
    () =>
      cardService({ cards: cardModel(conn), changes: untouched('changes') }).list({
        page: 1,
        search: 'fuse',
      }),
    { count: false },
  ],
  [
    'svc-notify notifications, by kind',
    () => new NotificationLog(conn).list({ page: 1, kind: 'newsletter_delivery' }),
    { count: true },
  ],
  [
    'svc-notify notifications, by status',
    () => new NotificationLog(conn).list({ page: 1, status: 'failed' }),
    { count: true },
  ],
];

/**
 * Lists whose queries MongoDB's planner cannot serve from the services' current indexes (each scans the
 * collection on MongoDB; the fix is an index in the owning service, listed here so it is not forgotten).
 */
const gaps: Array<[list: string, why: string]> = [
  [
    'svc-pos customers',
    'search total: $or over name, email and phone (and phone_digits) needs every branch indexed; email and phone are not',
  ],
  ['svc-content cards', 'search total (shared CRUD list): $or over title and link, neither indexed'],
  [
    'svc-content posts',
    'list: sort {written: -1, _id: -1} is not a prefix of any index ({written: -1} alone does not provide it on MongoDB); search total: title is not indexed',
  ],
  [
    'svc-notify notifications',
    'page 1: sort {created_at: -1, _id: -1} is not a prefix of any index, and its total counts the whole jobs collection',
  ],
];

const plan = (e: Document) =>
  planStages(e)
    .map((s) => s.stage + (s.indexName ? `(${s.indexName})` : ''))
    .join(' > ');

describe('the services list and search queries use an index (explain)', () => {
  it.each(lists)('%s', async (_label, run, expected) => {
    sent = [];
    await run();
    const finds = sent.filter((c) => c.method === 'find');
    const counts = sent.filter((c) => c.method === 'countDocuments');
    expect(finds.length).toBeGreaterThanOrEqual(1);
    expect(counts.length).toBe(1);
    const checked = expected.count ? [...finds, ...counts] : finds;
    for (const call of checked) {
      const e = await explainOf(call);
      const stages = plan(e);
      // One line per query, so a failure names the query and the plan it got.
      expect({ query: call.args[0], stages, indexed: indexesUsed(e).length > 0 }).toEqual({
        query: call.args[0],
        stages: expect.not.stringContaining('COLLSCAN'),
        indexed: true,
      });
    }
    if (!expected.count) {
      // Unchecked totals are those over the whole collection or a listed gap, never a silent one.
      const [count] = counts as [Call];
      const whole = Object.keys(count.args[0] as object).length === 0;
      expect(whole || gaps.some(([list]) => _label.startsWith(`${list},`))).toBe(true);
    }
  });

  for (const [list, why] of gaps) it.todo(`${list}: not yet indexed by its service: ${why}`);
});
