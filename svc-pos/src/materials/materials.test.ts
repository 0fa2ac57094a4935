import { UNKNOWN_ID, usePos } from '../../test/harness';

const h = usePos();

const cable = { name: '2.5mm twin and earth', unit: 'm', cost_price: 0.87, price: 1.45 };

describe('materials', () => {
  it('answers 401 without a token and 403 for a non-admin', async () => {
    await h.api().get('/api/admin/getMaterials').expect(401, { message: 'Unauthenticated.' });
    const user = await h.tokenFor({ sub: 'u2', user_type: 'customer' });
    await h.api().post('/api/admin/insertMaterial').set(user).send(cable).expect(403);
  });

  it('creates a material in pence, with its margin, standard rated and uncounted unless told', async () => {
    const res = await h.api().post('/api/admin/insertMaterial').set(h.auth).send(cable).expect(201);
    expect(res.body).toEqual({
      data: {
        id: expect.stringMatching(/^[a-f0-9]{24}$/),
        ...cable,
        vat_rate: 'standard',
        stock: null,
        // 145 - 87 = 58 pence, 58 / 145 = 40.0%
        margin: 0.58,
        margin_percent: 40,
        status: 1,
      },
      message: 'Material created successfully.',
    });
    const socket = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .send({
        name: 'Double socket',
        unit: 'each',
        cost_price: 3.1,
        price: 2.99,
        vat_rate: 'reduced',
        stock: 40,
      })
      .expect(201);
    // Sold under cost: the margin is negative, never hidden.
    expect(socket.body.data).toMatchObject({
      margin: -0.11,
      margin_percent: -3.7,
      stock: 40,
      vat_rate: 'reduced',
    });

    const list = await h.api().get('/api/admin/getMaterials?page=1&per_page=1').set(h.auth).expect(200);
    expect(list.body.data.map((m: { name: string }) => m.name)).toEqual(['2.5mm twin and earth']);
    expect(list.body.meta).toMatchObject({ total: 2 });
    const found = await h.api().get('/api/admin/getMaterials?search=socket').set(h.auth).expect(200);
    expect(found.body.data.map((m: { name: string }) => m.name)).toEqual(['Double socket']);
  });

  it('refuses a duplicate name ignoring case, fractions of a penny, bad units and bad stock', async () => {
    await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .send({ ...cable, name: 'Cable clips' })
      .expect(201);
    const dup = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .send({ ...cable, name: ' CABLE CLIPS ' });
    expect(dup.status).toBe(422);
    expect(dup.body.data).toEqual({ name: ['The name has already been taken.'] });

    const bad = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .send({ name: 'Conduit', unit: 'furlong', cost_price: 0.005, price: 0, stock: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['cost_price', 'price', 'stock', 'unit']);
    expect(bad.body.data.cost_price).toEqual(['The cost price must have at most two decimal places.']);
    const missing = await h.api().post('/api/admin/insertMaterial').set(h.auth).send({}).expect(422);
    expect(missing.body.data).toMatchObject({
      name: ['The name field is required.'],
      unit: ['The unit field is required.'],
    });
  });

  it('updates what is sent, keeps the rate and count when left out, and deletes', async () => {
    const created = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .send({ name: 'Junction box', unit: 'each', cost_price: 1.2, price: 2.5, vat_rate: 'zero', stock: 5 })
      .expect(201);
    const id = created.body.data.id as string;
    const updated = await h
      .api()
      .put('/api/admin/updateMaterial')
      .set(h.auth)
      .send({ id, name: 'Junction box 30A', unit: 'each', cost_price: 1.25, price: 2.5, status: 0 })
      .expect(200);
    expect(updated.body).toEqual({
      data: expect.objectContaining({
        name: 'Junction box 30A',
        vat_rate: 'zero',
        stock: 5,
        status: 0,
        margin: 1.25,
      }),
      message: 'Material updated successfully.',
    });
    await h
      .api()
      .put('/api/admin/updateMaterial')
      .set(h.auth)
      .send({ ...cable, id: UNKNOWN_ID })
      .expect(404);
    await h.api().delete(`/api/admin/deleteMaterial?id=${id}`).set(h.auth).expect(200, {
      data: null,
      message: 'Material deleted successfully.',
    });
    await h.api().delete(`/api/admin/deleteMaterial?id=${id}`).set(h.auth).expect(404);
  });

  it('answers a repeated create with the same Idempotency-Key once, storing one material', async () => {
    const key = 'materials-test-key-0001';
    const body = { name: 'Back box', unit: 'each', cost_price: 0.4, price: 0.95 };
    const first = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .set('Idempotency-Key', key)
      .send(body);
    const again = await h
      .api()
      .post('/api/admin/insertMaterial')
      .set(h.auth)
      .set('Idempotency-Key', key)
      .send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const list = await h.api().get('/api/admin/getMaterials?search=Back box').set(h.auth).expect(200);
    expect(list.body.data).toHaveLength(1);
  });
});
