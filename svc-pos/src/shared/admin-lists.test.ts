import { orderBody, seedService, usePos } from '../../test/harness';

/** The Category, Service and Customer lists page and search on the server; without a page, all as before. */
const h = usePos();
beforeAll(async () => {
  for (const [service, category] of [
    ['EICR inspection', 'Testing'],
    ['Socket install', 'Installations'],
    ['Fuse board (a.b)', 'Boards'],
  ] as const) {
    const id = await seedService(h, service, 50, category);
    const phone = `07700 90000${service.length}`;
    const customer = { phone, name: `Owner of ${service}`, email: `c${service.length}@example.com` };
    await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(orderBody([{ id }], { customer }))
      .expect(201);
  }
});

const get = (path: string, query: Record<string, string | number> = {}) =>
  h.api().get(`/api/admin/${path}`).query(query).set(h.auth).expect(200);

describe('POS admin lists', () => {
  it('answer every record without a page, as the screens built before paging ask', async () => {
    const categories = await get('getCategories');
    expect(categories.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Boards',
      'Installations',
      'Testing',
    ]);
    expect(categories.body.meta).toEqual({ page: 1, per_page: 3, total: 3 });
    const services = await get('getProducts');
    expect(services.body.data.products).toHaveLength(3);
    expect(services.body.data.categories).toHaveLength(3);
    expect((await get('getCustomers')).body.data).toHaveLength(3);
  });

  it('answer a page with its meta', async () => {
    const second = await get('getCategories', { page: 2, per_page: 2 });
    expect(second.body.data.map((c: { name: string }) => c.name)).toEqual(['Testing']);
    expect(second.body.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    const services = await get('getProducts', { page: 1, per_page: 1 });
    expect(services.body.data.products.map((p: { name: string }) => p.name)).toEqual(['EICR inspection']);
    // The modal still offers every category.
    expect(services.body.data.categories).toHaveLength(3);
    expect(services.body.meta).toEqual({ page: 1, per_page: 1, total: 3 });
  });

  it('search case-insensitively and literally (a dot is a dot, not any character)', async () => {
    const services = await get('getProducts', { search: '(A.B)' });
    expect(services.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Fuse board (a.b)']);
    expect((await get('getProducts', { search: 'a?b' })).body.data.products).toEqual([]);
    expect((await get('getCategories', { search: 'inst' })).body.data).toEqual([
      { id: expect.any(String), name: 'Installations' },
    ]);
    const byPhone = await get('getCustomers', { search: '9000014', page: 1 });
    expect(byPhone.body.data.map((c: { name: string }) => c.name)).toEqual(['Owner of Socket install']);
    expect(byPhone.body.meta).toEqual({ page: 1, per_page: 20, total: 1 });
  });

  it('refuses a bad page with 422 naming the field', async () => {
    const res = await h.api().get('/api/admin/getCustomers').query({ page: 0 }).set(h.auth).expect(422);
    expect(res.body.data).toEqual({ page: ['The page must be at least 1.'] });
  });
});
