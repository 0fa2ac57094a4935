import { createSchemaValidator, fieldLabel, requestSchemas, requiredMessage, toFieldErrors } from '../src';

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
    const errors = errorsOf('auth.adminRegister', {
      name: 'A',
      email: 'nope',
      password: 'short',
      role: 'root',
      level: 'x',
    });
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    expect(errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(errors.role).toEqual(['The selected role is invalid.']);
    expect(errors.level).toEqual(['The level field is not allowed.']);
  });

  it('states the money limit as money', () => {
    expect(
      errorsOf('pos.products.create', { name: 'Socket', price: 10_000_001, category_id: 'x' }).price,
    ).toEqual(['The price may not be greater than £10,000,000.00.']);
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

describe('human field names and messages', () => {
  it('names fields as a person would, not by their API names', () => {
    // A banner page saved without its header picture used to say "The em image field is required."
    expect(requiredMessage('em_image')).toBe('The header image field is required.');
    expect(errorsOf('content.setup.bankInfo', {})).toMatchObject({
      holder_name: ['The account holder name field is required.'],
      ac_no: ['The account number field is required.'],
    });
    expect(errorsOf('content.navbars.create', { name: 'x', link: '/x', parentid: 'no' }).parentid).toContain(
      'The selected parent is invalid.',
    );
    expect(
      errorsOf('content.bannerPages.create', {
        title: 'x',
        sort_description: 'y',
        json_data: [{ text: '' }],
      }),
    ).toMatchObject({ 'json_data.0.text': ['The text field is required.'] });
    expect(fieldLabel('items.2.order_custom_id')).toBe('custom order ID');
    expect(fieldLabel('timeIconText')).toBe('time icon text');
    expect(fieldLabel('service_area')).toBe('service area');
  });

  it('has a readable label for every field of every request schema', () => {
    const names = new Set<string>();
    const walk = (schema: unknown): void => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      for (const [name, child] of Object.entries((node.properties as object | undefined) ?? {})) {
        names.add(name);
        walk(child);
      }
      for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else']) {
        const child = node[key];
        for (const part of Array.isArray(child) ? child : [child]) walk(part);
      }
    };
    requestSchemas.forEach(walk);
    expect(names.size).toBeGreaterThan(50);
    // Words only: no underscores, no camelCase (the few initialisms people say as such: ID, VAT, SEO).
    const unreadable = [...names].filter(
      (name) => !/^([a-z]+|Google|ID|VAT|SEO)( ([a-z]+|Google|Maps|ID|VAT))*$/.test(fieldLabel(name)),
    );
    expect(unreadable).toEqual([]);
    // API names that are no words at all get a person's words.
    const renamed = ['ac_no', 'em_image', 'sort_description', 'parentid', 'json_data', 'order_custom_id'];
    for (const name of renamed) expect(fieldLabel(name)).not.toBe(name.replace(/_/g, ' '));
  });

  it('says an empty e-mail is required, not that it is too short or badly formed', () => {
    for (const id of [
      'content.newsletter.subscribe',
      'content.contact.create',
      'auth.login',
      'auth.forgotPassword',
    ]) {
      expect({ id, email: errorsOf(id, { email: '' }).email }).toEqual({
        id,
        email: ['The email field is required.'],
      });
    }
    expect(errorsOf('content.newsletter.subscribe', { name: 'Sam', email: 'ab' }).email).toEqual([
      'The email must be a valid email address.',
    ]);
    // An optional address may stay empty.
    expect(errorsOf('content.siteData', { email: '' }).email).toBeUndefined();
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
