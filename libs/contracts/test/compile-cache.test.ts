import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone';
import { createSchemaValidator } from '../src';

// The jest preset turns the cache on for every test; each test here gets a folder of its own.
const preset = process.env.VOLTDESK_VALIDATOR_CACHE;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'validator-cache-test-'));
  process.env.VOLTDESK_VALIDATOR_CACHE = dir;
});
afterEach(() => {
  process.env.VOLTDESK_VALIDATOR_CACHE = preset;
  rmSync(dir, { recursive: true, force: true });
});

const codeFiles = () => readdirSync(dir).filter((name) => name.endsWith('.cjs'));

/** An order body with the mistakes the contract words itself: a fraction of a penny, a missing field. */
const badOrder = {
  customer_id: 'x',
  items: [{ service_id: 'a', quantity: 1, price: 19.999 }],
  payment_type: 'cash',
};
const goodPrice = { type: 'object', properties: { price: { type: 'number', multipleOf: 0.01 } } };

it('answers from the cache exactly as a fresh compile does: verdict, errors, defaults and coercion', () => {
  const fresh = createSchemaValidator({ coerceTypes: true }).getSchema('pos.orders.create')!;
  expect(codeFiles()).toHaveLength(1);
  const cached = createSchemaValidator({ coerceTypes: true }).getSchema('pos.orders.create')!;
  expect(codeFiles()).toHaveLength(1);

  for (const body of [badOrder, {}, { ...badOrder, items: 'none' }]) {
    const [a, b] = [structuredClone(body), structuredClone(body)];
    expect(cached(b)).toBe(fresh(a));
    expect(cached.errors).toEqual(fresh.errors);
    expect(b).toEqual(a); // defaults and coerced values written the same way
  }
  const view = createSchemaValidator({ schemas: 'views' });
  const price = view.compile(goodPrice);
  expect([price({ price: 19.99 }), price({ price: 19.999 })]).toEqual([true, false]);
});

it('reads the code the folder holds, and misses it when the schema changes', () => {
  createSchemaValidator({ schemas: 'views' }).compile(goodPrice);
  const [file] = codeFiles();
  // What a later process loads is the file's code, not a compile of its own.
  writeFileSync(path.join(dir, file!), 'module.exports = function refuseAll() { return false; };');
  expect(createSchemaValidator({ schemas: 'views' }).compile(goodPrice)({ price: 1 })).toBe(false);

  const changed = { ...goodPrice, required: ['price'] };
  expect(createSchemaValidator({ schemas: 'views' }).compile(changed)({ price: 1 })).toBe(true);
  expect(codeFiles()).toHaveLength(2);
});

it('still checks new schemas against the meta-schema, and works where the folder cannot be written', () => {
  const broken = { $id: 'test.broken', type: 'object', properties: { n: { type: 'nummber' } } };
  expect(() => createSchemaValidator({}, [broken])).toThrow(/schema is invalid/);

  process.env.VOLTDESK_VALIDATOR_CACHE = path.join(dir, 'not-a-folder');
  writeFileSync(process.env.VOLTDESK_VALIDATOR_CACHE, '');
  const validate = createSchemaValidator({}).getSchema('pos.orders.create')!;
  expect(validate(structuredClone(badOrder))).toBe(false);
});

it("makes the browser build's standalone code from an instance whose validators came from the cache", () => {
  createSchemaValidator().getSchema('pos.orders.create');
  const ajv = createSchemaValidator();
  Object.assign(ajv.opts.code, { source: true });
  const code = standaloneCode(ajv, { v: 'pos.orders.create' });
  const module = { exports: {} as Record<string, (data: unknown) => boolean> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  expect(module.exports.v!(structuredClone(badOrder))).toBe(false);
});
