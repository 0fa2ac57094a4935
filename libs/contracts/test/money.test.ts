import { MAX_POUNDS, createSchemaValidator, toFieldErrors } from '../src';

const ajv = createSchemaValidator();
const priceErrors = (price: unknown) => {
  const validate = ajv.getSchema('pos.products.create')!;
  validate({ name: 'Fuse', price, category_id: '0123456789abcdef01234567' });
  return toFieldErrors(validate.errors).price;
};

describe('money in the contract (multipleOf: 0.01)', () => {
  it.each([19.99, 4.35, 0.29 + 1, 1234.56, 9_999_999.99, MAX_POUNDS])('accepts £%p', (price) => {
    expect(priceErrors(price)).toBeUndefined();
  });

  it.each([1.005, 10.000000001, 10.000000000001, 1 + 1e-9])(
    'refuses %p like any fraction of a penny',
    (price) => {
      expect(priceErrors(price)).toEqual(['The price must have at most two decimal places.']);
    },
  );

  it.each([0.001, 1e-9, 1e-300])('refuses an amount of %p, however small', (amount) => {
    const validate = createSchemaValidator({}, [
      { $id: 'test.pounds', type: 'number', multipleOf: 0.01 },
    ]).getSchema('test.pounds')!;
    expect(validate(amount)).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('multipleOf');
  });
});
