import {
  authEndpoints,
  contentEndpoints,
  createSchemaValidator,
  notifyEndpoints,
  posEndpoints,
  requestSchemas,
  viewSchemas,
  type Endpoint,
} from '../src';

// The services compile a schema at its first use (a request's body or query, an answer's view), not at
// boot: this compiles every one under the project's ajv settings, so a schema strict mode refuses fails
// here rather than at some request in production.
const endpoints: Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(notifyEndpoints),
  ...Object.values(posEndpoints),
];

describe('every contract schema', () => {
  it.each([
    ['as sent (JSON bodies)', {}],
    ['coercing text (multipart fields, query strings)', { coerceTypes: true }],
  ] as const)('compiles as a request schema, %s', (_how, options) => {
    const ajv = createSchemaValidator(options);
    for (const { $id } of requestSchemas) expect(ajv.getSchema($id)).toEqual(expect.any(Function));
  });

  it('compiles as a response view', () => {
    const ajv = createSchemaValidator({ schemas: 'views' });
    for (const { $id } of viewSchemas) expect(ajv.getSchema($id)).toEqual(expect.any(Function));
  });

  it("is there for every endpoint's body, query, view and meta", () => {
    const requests = new Set<string>(requestSchemas.map((s) => s.$id));
    const views = new Set<string>(viewSchemas.map((s) => s.$id));
    const missing = endpoints.flatMap((def) => [
      ...[def.body, def.query].filter((id) => id && !requests.has(id)).map((id) => `${def.path}: ${id}`),
      ...[def.view, def.meta]
        .filter((id) => typeof id === 'string' && id !== 'raw' && !views.has(id))
        .map((id) => `${def.path}: view ${id}`),
    ]);
    expect(missing).toEqual([]);
  });
});
