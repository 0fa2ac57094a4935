import { contentEndpoints, createSchemaValidator, requestSchemas, routeTable, type Endpoint } from '../src';

// Read as plain definitions: the literal union of all 49 has no common optional fields to index.
const endpoints: Array<[string, Endpoint]> = Object.entries(contentEndpoints);
const requestIds = new Set<string>(requestSchemas.map((s) => s.$id));

describe('svc-content endpoint definitions', () => {
  it('name request schemas that exist', () => {
    const missing = endpoints.flatMap(([name, e]) =>
      [e.body, e.query].filter((id) => id !== undefined && !requestIds.has(id)).map((id) => `${name}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('name views that compile, as lists where `many`', () => {
    const ajv = createSchemaValidator({ schemas: 'views' });
    for (const [, e] of endpoints) {
      for (const id of [e.view, e.meta]) {
        if (typeof id === 'string' && id !== 'raw') expect(() => ajv.compile({ $ref: id })).not.toThrow();
      }
    }
    const pageOf = ajv.compile({ type: 'array', items: { $ref: contentEndpoints.getCharge.view } });
    expect(pageOf([{ id: 'a', service: 'Call-out', rate: '£85', status: 1 }])).toBe(true);
    expect(pageOf([{ id: 'a', service: 'Call-out', rate: '£85', status: 1, secret: 'x' }])).toBe(false);
  });

  it('are each in the route table once, owned by content', () => {
    for (const [, e] of endpoints) {
      const rows = routeTable.filter((r) => r.path === e.path && r.method === e.method);
      expect(rows).toEqual([expect.objectContaining({ service: 'content', access: e.access })]);
    }
  });

  it('let an admin see more on the public reads the CMS shares with the site', () => {
    const extras = endpoints.filter(([, e]) => e.access === 'public-admin-extras').map(([, e]) => e.path);
    expect(extras.sort()).toEqual(
      [
        'getCardSection',
        'getPost',
        'getSingleSetup',
        'getTestimonial',
        'get_by_slug',
        'pagebyslug',
        'postbyslug',
        'service_get_by_slug',
      ].sort(),
    );
  });
});
