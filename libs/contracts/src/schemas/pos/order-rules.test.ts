import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { toFieldErrors } from '../field-errors';
import { createSchemaValidator } from '../validator';
import { MAX_POUNDS } from './fields';

/**
 * The order's cross-field rules live in the contract only. svc-pos validates with the service ajv; the
 * browser runs ajv's standalone output of the same configuration (the CSP forbids compiling there), so
 * each rule is checked through both and must answer the same words on the same fields.
 */
const server = createSchemaValidator();

function browserValidator(id: string): ValidateFunction {
  const ajv = createSchemaValidator();
  Object.assign(ajv.opts.code, { source: true });
  const code = standaloneCode(ajv, { v: id });
  const module = { exports: {} as Record<string, ValidateFunction> };
  // The generated module is CommonJS that only requires ajv's runtime helpers.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.v!;
}
const browser = { 'pos.orders.create': browserValidator('pos.orders.create') };

const errorsOf = (validate: ValidateFunction, body: unknown) => {
  validate(structuredClone(body));
  return toFieldErrors(validate.errors);
};
const both = (body: unknown) => {
  const onServer = errorsOf(server.getSchema('pos.orders.create')!, body);
  expect(errorsOf(browser['pos.orders.create'], body)).toEqual(onServer);
  return onServer;
};

const serviceId = 'a'.repeat(24);
const order = (overrides: Record<string, unknown> = {}) => ({
  customer: { phone: '07700 900123', name: 'Ada Lovelace', email: 'ada@example.com' },
  // Sub total £20.00.
  items: [{ id: serviceId, name: 'Socket install', price: 10, qty: 2 }],
  payment: 0,
  ...overrides,
});

describe("the order's cross-field rules, in the contract for server and form", () => {
  it('accepts an order within every rule', () => {
    expect(both(order({ payment: 15, discount: 5 }))).toEqual({});
    expect(both(order({ additional: true, expire_date: '2030-01-31', alert: 7 }))).toEqual({});
  });

  it('refuses a payment above the total (sub total - discount)', () => {
    expect(both(order({ payment: 15.01, discount: 5 }))).toEqual({
      payment: ['The payment may not be greater than the total.'],
    });
    expect(both(order({ payment: 20.01 }))).toEqual({
      payment: ['The payment may not be greater than the total.'],
    });
  });

  it('refuses a discount above the sub total', () => {
    expect(both(order({ discount: 20.01 }))).toEqual({
      discount: ['The discount may not be greater than the sub total.'],
    });
  });

  it('needs an expire date and alert days when Additional is checked, and only then', () => {
    const messages = {
      expire_date: ['The expire date field is required when additional is checked.'],
      alert: ['The alert field is required when additional is checked.'],
    };
    expect(both(order({ additional: true }))).toEqual(messages);
    expect(both(order({ additional: true, expire_date: null, alert: null }))).toEqual(messages);
    expect(both(order({ additional: false, expire_date: null, alert: null }))).toEqual({});
  });

  it('refuses a sub total over the maximum on items, and a single price over it only on that price', () => {
    const big = { id: serviceId, name: 'Rewire', price: MAX_POUNDS, qty: 1 };
    expect(both(order({ items: [big, big] }))).toEqual({
      items: ['The sub total may not be greater than £10,000,000.'],
    });
    expect(both(order({ items: [{ ...big, price: MAX_POUNDS + 1 }] }))).toEqual({
      'items.0.price': ['The price may not be greater than £10,000,000.00.'],
    });
  });

  it('counts amounts in pence, so binary floating point never trips a limit', () => {
    // 3 x £1.10 = £3.30 exactly, though 1.1 * 3 is 3.3000000000000003 in floating point.
    const items = [{ id: serviceId, name: 'Fuse', price: 1.1, qty: 3 }];
    expect(both(order({ items, payment: 3.3 }))).toEqual({});
    expect(both(order({ items, discount: 3.3 }))).toEqual({});
  });

  it('leaves amounts that are not numbers yet to their own field (the form validates while typing)', () => {
    expect(both(order({ payment: 'abc', discount: 'x' }))).toEqual({
      payment: ['The payment must be a number.'],
      discount: ['The discount must be a number.'],
    });
  });
});

describe('the payment rule with prices excluding VAT', () => {
  it("believes the form's VAT-inclusive total up to the most VAT could add, and no further", () => {
    // Sub total £20.00: at most £4.00 VAT at 20%, plus half a penny of rounding per line (floored).
    expect(both(order({ payment: 24, total: 24 }))).toEqual({});
    expect(both(order({ payment: 24.01, total: 24.01 }))).toEqual({
      payment: ['The payment may not be greater than the total.'],
    });
    expect(both(order({ payment: 21 }))).toEqual({
      payment: ['The payment may not be greater than the total.'],
    });
    // A total below sub total - discount never lowers the limit.
    expect(both(order({ payment: 20, total: 1 }))).toEqual({});
  });
});
