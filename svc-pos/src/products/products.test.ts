import { UNKNOWN_ID, usePos } from '../../test/harness';

const h = usePos();
let categoryId: string;
beforeAll(async () => {
  const cat = await h
    .api()
    .post('/api/admin/insertCategory')
    .set(h.auth)
    .send({ name: 'Repairs' })
    .expect(201);
  categoryId = cat.body.data.id;
});

const insert = (body: object) => h.api().post('/api/admin/insertProduct').set(h.auth).send(body);

describe('services (products)', () => {
  it('creates an active service with an exact price and lists it with its category name', async () => {
    const res = await insert({ name: 'Fault finding', price: 89.99, category_id: categoryId }).expect(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Fault finding',
        price: 89.99,
        category_id: categoryId,
        category: { name: 'Repairs' },
        status: 1,
        vat_rate: 'standard',
      },
      message: 'Service created successfully.',
    });
    const list = await h.api().get('/api/admin/getProducts').set(h.auth).expect(200);
    expect(list.body.data.products).toEqual([res.body.data]);
    expect(list.body.data.categories).toEqual([{ id: categoryId, name: 'Repairs' }]);
  });

  it('answers 422 on price, category_id and name for bad input, and stores nothing', async () => {
    const zero = await insert({ name: 'A', price: 0, category_id: categoryId }).expect(422);
    expect(zero.body.data).toEqual({ price: ['The price must be at least 1.'] });
    const decimals = await insert({ name: 'A', price: 4.999, category_id: categoryId }).expect(422);
    expect(decimals.body.data).toEqual({ price: ['The price must have at most two decimal places.'] });
    const text = await insert({ name: 'A', price: '12', category_id: categoryId }).expect(422);
    expect(text.body.data).toEqual({ price: ['The price must be a number.'] });
    const unknown = await insert({ name: 'A', price: 10, category_id: UNKNOWN_ID }).expect(422);
    expect(unknown.body.data).toEqual({ category_id: ['The selected category id is invalid.'] });
    const op = await insert({ name: 'A', price: 10, category_id: { $ne: null } }).expect(422);
    expect(op.body.data).toEqual({ category_id: ['The category id must be a string.'] });
    const missing = await insert({}).expect(422);
    expect(Object.keys(missing.body.data).sort()).toEqual(['category_id', 'name', 'price']);
    const list = await h.api().get('/api/admin/getProducts').set(h.auth);
    expect(list.body.data.products.filter((p: { name: string }) => p.name === 'A')).toEqual([]);
  });

  it('updates name, price, category and status; inactive services leave the POS grid', async () => {
    const other = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'Emergency' });
    const created = await insert({ name: 'Call-out', price: 95, category_id: categoryId }).expect(201);
    const id = created.body.data.id as string;
    const updated = await h
      .api()
      .put('/api/admin/updateProduct')
      .set(h.auth)
      .send({ id, name: 'Emergency call-out', price: 120.5, category_id: other.body.data.id, status: 0 })
      .expect(200);
    expect(updated.body.data).toMatchObject({
      id,
      name: 'Emergency call-out',
      price: 120.5,
      category: { name: 'Emergency' },
      status: 0,
    });
    const pos = await h.api().get('/api/admin/getposInsertData').set(h.auth).expect(200);
    expect(Object.keys(pos.body.data).sort()).toEqual(['categories', 'customers', 'products']);
    expect(pos.body.data.products.some((p: { id: string }) => p.id === id)).toBe(false);
    expect(pos.body.data.products.every((p: { status: number }) => p.status === 1)).toBe(true);

    const badStatus = await h
      .api()
      .put('/api/admin/updateProduct')
      .set(h.auth)
      .send({ id, name: 'x', price: 10, category_id: categoryId, status: 2 })
      .expect(422);
    expect(badStatus.body.data).toEqual({ status: ['The selected status is invalid.'] });
    await h
      .api()
      .put('/api/admin/updateProduct')
      .set(h.auth)
      .send({ id: UNKNOWN_ID, name: 'x', price: 10, category_id: categoryId })
      .expect(404);
  });

  it('keeps a VAT rate per service (standard unless chosen); an update without one keeps it', async () => {
    const created = await insert({
      name: 'Energy saving kit',
      price: 40,
      category_id: categoryId,
      vat_rate: 'reduced',
    }).expect(201);
    expect(created.body.data.vat_rate).toBe('reduced');
    const id = created.body.data.id as string;
    const update = (extra: object) =>
      h
        .api()
        .put('/api/admin/updateProduct')
        .set(h.auth)
        .send({ id, name: 'Energy saving kit', price: 40, category_id: categoryId, ...extra });
    expect((await update({}).expect(200)).body.data.vat_rate).toBe('reduced');
    expect((await update({ vat_rate: 'exempt' }).expect(200)).body.data.vat_rate).toBe('exempt');
    const bad = await update({ vat_rate: '20%' }).expect(422);
    expect(bad.body.data).toEqual({ vat_rate: ['The selected VAT rate is invalid.'] });
    // Services saved before VAT read as standard rated.
    await h.app.models.products.collection.updateOne(
      { _id: h.app.models.products.castObject({ _id: id })._id },
      { $unset: { vat_rate: '' } },
    );
    const list = await h.api().get('/api/admin/getProducts').set(h.auth).expect(200);
    expect(list.body.data.products.find((p: { id: string }) => p.id === id).vat_rate).toBe('standard');
  });

  it('deletes a service; unknown ids are 404', async () => {
    const created = await insert({ name: 'Temporary', price: 10, category_id: categoryId }).expect(201);
    await h.api().delete(`/api/admin/deleteProduct?id=${created.body.data.id}`).set(h.auth).expect(200);
    await h.api().delete(`/api/admin/deleteProduct?id=${created.body.data.id}`).set(h.auth).expect(404);
    await h.api().get('/api/admin/getProducts').expect(401);
  });
});
