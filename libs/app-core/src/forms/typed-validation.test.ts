import { act, renderHook } from '@testing-library/react';
import type { PaymentCreateRequest, RequestInputOf } from '@voltdesk/contracts';
import { checkWithSchema, conformsToSchema } from './validation';
import { useFormErrors } from './use-form-errors';
import { useForm } from './use-form-fields';

const ORDER_ID = 'a'.repeat(24);

/**
 * What a submit does with a valid body: send it as the mutation's request, typed and never cast (as the
 * mutations take it: the body a caller sends, defaulted properties left out).
 */
const sent: unknown[] = [];
const takePayment = (request: PaymentCreateRequest) => sent.push(request);
const registerAdmin = (request: RequestInputOf<'auth.adminRegister'>) => sent.push(request);

beforeEach(() => {
  sent.length = 0;
});

test('a valid form value comes back as the request body itself, which a submit sends as is', () => {
  const values: Record<string, unknown> = { order_id: ORDER_ID, amount: 12.5, method: 'card' };
  const check = checkWithSchema('pos.payments.create', values);
  expect(check).toEqual({ valid: true, body: values, errors: {} });
  if (check.valid) takePayment(check.body);
  // The form's own value is not the body until checked (typecheck keeps this so).
  // @ts-expect-error: Record<string, unknown> is not a PaymentCreateRequest
  const unchecked = () => takePayment(values);
  expect(unchecked).toBeInstanceOf(Function);
  expect(sent).toEqual([values]);
  expect(sent[0]).toBe(values);
});

test('an invalid form value has no body, and the server-worded message per field', () => {
  const check = checkWithSchema('pos.payments.create', { order_id: ORDER_ID, amount: 0 });
  expect(check.valid).toBe(false);
  expect(check.body).toBeUndefined();
  expect(check.errors).toEqual({ amount: 'The amount must be at least £0.01.' });
  expect(checkWithSchema('pos.payments.create', undefined).valid).toBe(false);
});

test('the type guard says whether a value is the request body', () => {
  const values: unknown = { order_id: ORDER_ID, amount: 3 };
  if (conformsToSchema('pos.payments.create', values)) takePayment(values);
  expect(sent).toEqual([values]);
  expect(conformsToSchema('pos.payments.create', { order_id: 'nope', amount: 3 })).toBe(false);
});

test("useFormErrors' validate shows the messages, and once true the values go to the mutation", () => {
  const { result } = renderHook(() => useFormErrors('auth.adminRegister'));
  const wrong: Record<string, unknown> = { name: '', email: 'a@b.io', password: 'secret123' };
  act(() => {
    if (result.current.validate(wrong)) registerAdmin(wrong);
  });
  expect(result.current.errors).toEqual({ name: 'The name field is required.' });
  const right: Record<string, unknown> = { ...wrong, name: 'Ann' };
  act(() => {
    if (result.current.validate(right)) registerAdmin(right);
  });
  expect(result.current.errors).toEqual({});
  expect(sent).toEqual([right]);
});

test("a form's validate is typed by its schema too", () => {
  const { result } = renderHook(() =>
    useForm('auth.adminRegister', { name: 'Ann', email: 'a@b.io', password: '' }),
  );
  act(() => {
    const { values } = result.current;
    if (result.current.validate(values)) registerAdmin(values);
  });
  expect(result.current.errors).toEqual({ password: 'The password must be at least 8 characters.' });
  expect(sent).toEqual([]);
});
