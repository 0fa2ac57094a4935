import { orderBody, seedService, startPos, type PosHarness } from '../../test/harness';

let h: PosHarness;
let serviceId: string;
beforeAll(async () => {
  h = await startPos();
  serviceId = await seedService(h);
});
afterAll(async () => h.stop());

const order = (customer: object) =>
  h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send(orderBody([{ id: serviceId }], { customer }));

describe('customers', () => {
  it('upserts the customer by normalised phone on every order; the latest details win', async () => {
    await order({ phone: '+44 7700 900-001', name: 'Bob Jones', email: 'bob@example.com' }).expect(201);
    await order({
      phone: '+447700900001',
      name: 'Robert Jones',
      email: 'rob@example.com',
      address: '2 Mill Lane',
    }).expect(201);
    await order({ phone: '01632 960000', name: 'Carol King', email: 'carol@example.com' }).expect(201);

    const list = await h.api().get('/api/admin/getCustomers').set(h.auth).expect(200);
    expect(list.body.data).toEqual([
      {
        id: expect.any(String),
        name: 'Carol King',
        phone: '01632 960000',
        email: 'carol@example.com',
        address: null,
      },
      {
        id: expect.any(String),
        name: 'Robert Jones',
        phone: '+447700900001',
        email: 'rob@example.com',
        address: '2 Mill Lane',
      },
    ]);
    const found = await h
      .api()
      .get('/api/admin/customerByPhone')
      .query({ phone: '+44 (7700) 900001' })
      .set(h.auth)
      .expect(200);
    expect(found.body.data).toMatchObject({ name: 'Robert Jones', address: '2 Mill Lane' });
  });

  it('answers 404 for an unknown phone and 422 for a missing or malformed one', async () => {
    await h.api().get('/api/admin/customerByPhone?phone=07000000000').set(h.auth).expect(404);
    const missing = await h.api().get('/api/admin/customerByPhone').set(h.auth).expect(422);
    expect(missing.body.data).toEqual({ phone: ['The phone field is required.'] });
    const bad = await h.api().get('/api/admin/customerByPhone?phone=call-me').set(h.auth).expect(422);
    expect(bad.body.data).toEqual({ phone: ['The phone format is invalid.'] });
  });

  it('deletes a customer without changing their invoices', async () => {
    const created = await order({ phone: '07700 900999', name: 'Dee Vine', email: 'dee@example.com' }).expect(
      201,
    );
    const customer = await h
      .api()
      .get('/api/admin/customerByPhone?phone=07700900999')
      .set(h.auth)
      .expect(200);
    await h.api().delete(`/api/admin/deleteCustomer?id=${customer.body.data.id}`).set(h.auth).expect(200);
    await h.api().delete(`/api/admin/deleteCustomer?id=${customer.body.data.id}`).set(h.auth).expect(404);
    await h.api().get('/api/admin/customerByPhone?phone=07700900999').set(h.auth).expect(404);
    const kept = await h.api().get(`/api/admin/getOrders?id=${created.body.data.id}`).set(h.auth).expect(200);
    expect(kept.body.data.customer).toEqual({
      name: 'Dee Vine',
      phone: '07700 900999',
      email: 'dee@example.com',
      address: null,
    });
  });
});
