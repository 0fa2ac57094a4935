import { createSchemaValidator, toFieldErrors } from '../src';

const ajv = createSchemaValidator();
const errorsOf = (id: string, body: unknown) => {
  const validate = ajv.getSchema(id)!;
  validate(body);
  return toFieldErrors(validate.errors);
};

describe('field errors', () => {
  it('names each missing field in words a person reads', () => {
    expect(errorsOf('auth.adminRegister', {})).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('reports formats, lengths and unknown fields per field', () => {
    const errors = errorsOf('auth.adminRegister', { name: 'A', email: 'nope', password: 'short', role: 'x' });
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    expect(errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(errors.role).toEqual(['The role field is not allowed.']);
  });

  it('refuses operator objects where a string is expected', () => {
    expect(errorsOf('auth.login', { email: { $ne: '' }, password: 'x' }).email).toEqual([
      'The email must be a string.',
    ]);
  });

  it('uses readable labels for snake_case fields', () => {
    expect(errorsOf('auth.changePassword', { old_password: 'x' }).new_password).toEqual([
      'The new password field is required.',
    ]);
  });
});

describe('money amounts', () => {
  it('accept two decimals and refuse three, despite floating point', () => {
    const ajv2 = createSchemaValidator({}, [{ $id: 'test.money', type: 'number', multipleOf: 0.01 }]);
    const validate = ajv2.getSchema('test.money')!;
    for (const ok of [19.99, 4.35, 0.29, 1, 1234.56]) expect(validate(ok)).toBe(true);
    expect(validate(1.005)).toBe(false);
  });
});
