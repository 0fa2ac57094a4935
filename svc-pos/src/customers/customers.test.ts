import { orderBody, seedService, usePos, updateOrder } from '../../test/harness';
import { migratePosData } from '../data-migrations';

const h = usePos();
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h);
});

const order = (customer: object, overrides: Record<string, unknown> = {}) =>
  h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send(orderBody([{ id: serviceId }], { customer, ...overrides }));

const byPhone = (phone: string) => h.api().get('/api/admin/customerByPhone').query({ phone }).set(h.auth);

const search = async (text: string) => {
  const res = await h.api().get('/api/admin/getCustomers').query({ search: text }).set(h.auth).expect(200);
  return (res.body.data as Array<{ name: string }>).map((c) => c.name);
};

describe('customers are records', () => {
  it('creates the record from the first order; a later order keeps its own copy and leaves the record alone', async () => {
    const first = await order({
      phone: '+44 7700 900-001',
      name: 'David Khan',
      email: 'david@example.com',
      address: '1 Mill Lane',
    }).expect(201);
    const later = await order({
      phone: '07700 900001',
      name: 'Dave Khan',
      email: 'dave@example.com',
      address: '99 New Road',
    }).expect(201);

    // The record is the one the first order made; both orders point at it.
    const record = await byPhone('+447700900001').expect(200);
    expect(record.body.data).toEqual({
      id: expect.any(String),
      name: 'David Khan',
      phone: '+44 7700 900-001',
      email: 'david@example.com',
      address: '1 Mill Lane',
      // Made by an order: not registered for VAT or CIS until the clerk says so.
      vat_registered: false,
      cis_registered: false,
      end_user_status: 'contractor',
    });
    expect(first.body.data.customer_id).toBe(record.body.data.id);
    expect(later.body.data.customer_id).toBe(record.body.data.id);
    // Each invoice shows the customer as it was invoiced.
    const shown = await h.api().get(`/api/admin/getOrders?id=${later.body.data.id}`).set(h.auth).expect(200);
    expect(shown.body.data.customer).toEqual({
      name: 'Dave Khan',
      phone: '07700 900001',
      email: 'dave@example.com',
      address: '99 New Road',
    });
    const list = await h.api().get('/api/admin/getCustomers').set(h.auth).expect(200);
    expect(list.body.data.filter((c: { name: string }) => /Khan/.test(c.name))).toHaveLength(1);
  });

  it('changes the record when the order says update_customer, and an update of an order does too only then', async () => {
    const created = await order({
      phone: '07700 900002',
      name: 'Erin Moss',
      email: 'erin@example.com',
    }).expect(201);
    await order(
      { phone: '07700 900002', name: 'Erin Moss', email: 'erin@new.example', address: '5 Elm Row' },
      { update_customer: true },
    ).expect(201);
    expect((await byPhone('07700900002').expect(200)).body.data).toMatchObject({
      email: 'erin@new.example',
      address: '5 Elm Row',
    });

    const edit = (customer: object, extra: Record<string, unknown> = {}) =>
      updateOrder(h, created.body.data.id, { ...orderBody([{ id: serviceId }], { customer, ...extra }) });
    await edit({
      phone: '07700 900002',
      name: 'Erin Moss',
      email: 'typo@example.com',
      address: 'Elsewhere',
    }).expect(200);
    expect((await byPhone('07700900002').expect(200)).body.data.address).toBe('5 Elm Row');
    const updated = await edit(
      { phone: '07700 900002', name: 'Erin Moss-Hart', email: 'erin@new.example', address: '7 Elm Row' },
      { update_customer: true },
    ).expect(200);
    expect(updated.body.data.customer.name).toBe('Erin Moss-Hart');
    expect((await byPhone('07700900002').expect(200)).body.data).toMatchObject({
      name: 'Erin Moss-Hart',
      address: '7 Elm Row',
    });
    const bad = await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(orderBody([{ id: serviceId }], { update_customer: 'yes' }))
      .expect(422);
    expect(bad.body.data).toEqual({ update_customer: ['The update customer field must be true or false.'] });
  });

  it('finds a customer by phone whatever the spacing or +44 / 0 prefix; the list search matches any part', async () => {
    await order({ phone: '07700 900123', name: 'Grace Hopper', email: 'grace@example.com' }).expect(201);
    await order({ phone: '01632 960000', name: 'Carol King', email: 'carol@example.com' }).expect(201);

    for (const typed of [
      ' 07700 900 123',
      '+447700900123',
      '+44 (0) 7700 900123',
      '0044 7700 900123',
      '7700900123',
    ]) {
      expect((await byPhone(typed).expect(200)).body.data.name).toBe('Grace Hopper');
    }
    // A look-up fills the order form: part of a number finds no one.
    await byPhone('900 12').expect(404);

    expect(await search('900 12')).toEqual(['Grace Hopper']);
    expect(await search('+447700900123')).toEqual(['Grace Hopper']);
    expect(await search(' 07700 900 123')).toEqual(['Grace Hopper']);
    expect(await search('960 000')).toEqual(['Carol King']);
    expect(await search('grace@')).toEqual(['Grace Hopper']);
    expect(await search('king')).toEqual(['Carol King']);
  });

  it('lets the clerk edit the record without touching any invoice; a number another customer has is refused', async () => {
    const made = await order({ phone: '07700 900333', name: 'Ivy Lee', email: 'ivy@example.com' }).expect(
      201,
    );
    const record = (await byPhone('07700900333').expect(200)).body.data;
    const res = await h
      .api()
      .put('/api/admin/updateCustomer')
      .set(h.auth)
      .send({
        id: record.id,
        name: 'Ivy Lee-Smith',
        phone: '07700 900334',
        email: 'ivy@new.example',
        address: '3 Oak St',
      })
      .expect(200);
    expect(res.body).toEqual({
      data: {
        id: record.id,
        name: 'Ivy Lee-Smith',
        phone: '07700 900334',
        email: 'ivy@new.example',
        address: '3 Oak St',
        vat_registered: false,
        cis_registered: false,
        end_user_status: 'contractor',
      },
      message: 'Customer updated successfully.',
    });
    expect((await byPhone('+44 7700 900334').expect(200)).body.data.id).toBe(record.id);
    await byPhone('07700 900333').expect(404);
    const invoice = await h.api().get(`/api/admin/getOrders?id=${made.body.data.id}`).set(h.auth).expect(200);
    expect(invoice.body.data.customer).toMatchObject({ name: 'Ivy Lee', phone: '07700 900333' });

    const taken = await h
      .api()
      .put('/api/admin/updateCustomer')
      .set(h.auth)
      .send({ id: record.id, name: 'Ivy', phone: '07700900123', email: 'ivy@new.example' })
      .expect(422);
    expect(taken.body.data).toEqual({ phone: ['The phone has already been taken.'] });
    await h
      .api()
      .put('/api/admin/updateCustomer')
      .set(h.auth)
      .send({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'X', phone: '07000 000000', email: 'x@example.com' })
      .expect(404);
  });

  it('shows a customer page: their invoices newest first and totals that leave void invoices out', async () => {
    const customer = { phone: '07700 900444', name: 'Jo Park', email: 'jo@example.com' };
    const line = (price: number) => [{ id: serviceId, price }];
    const a = await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(orderBody(line(100), { customer, payment: 40 }))
      .expect(201);
    const b = await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(orderBody(line(50), { customer }))
      .expect(201);
    const c = await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send(orderBody(line(30), { customer }))
      .expect(201);
    await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: b.body.data.id }).expect(200);
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: c.body.data.id, amount: 10, reason: 'Goodwill' })
      .expect(201);

    const id = a.body.data.customer_id as string;
    const page = await h.api().get('/api/admin/getCustomer').query({ id }).set(h.auth).expect(200);
    expect(page.body.data.customer).toMatchObject({ id, name: 'Jo Park' });
    expect(
      page.body.data.orders.map((o: { invoice_no: number; status: string }) => [o.invoice_no, o.status]),
    ).toEqual([
      [c.body.data.invoice_no, 'Unpaid'],
      [b.body.data.invoice_no, 'Void'],
      [a.body.data.invoice_no, 'Unpaid'],
    ]);
    expect(page.body.data.orders[0]).toMatchObject({ total: 30, credited: 10, payment: 0, due: 20 });
    expect(page.body.data.totals).toEqual({ invoices: 2, invoiced: 130, credited: 10, outstanding: 80 });
    expect(page.body.meta).toEqual({ page: 1, per_page: 20, total: 3 });

    const second = await h
      .api()
      .get('/api/admin/getCustomer')
      .query({ id, page: 2, per_page: 2 })
      .set(h.auth)
      .expect(200);
    expect(second.body.data.orders.map((o: { id: string }) => o.id)).toEqual([a.body.data.id]);
    await h
      .api()
      .get('/api/admin/getCustomer')
      .query({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })
      .set(h.auth)
      .expect(404);
    await h.api().get('/api/admin/getCustomer').query({ id }).expect(401);
  });

  it('migrates customers and orders saved before: digits to search by, and orders linked to their record', async () => {
    const { customers, orders } = h.app.models;
    const old = await order({ phone: '07700 900555', name: 'Old Timer', email: 'old@example.com' }).expect(
      201,
    );
    // As they were stored before this change: no digits on the customer, no link on the order.
    await customers.collection.updateOne({ phone_key: '07700900555' }, { $unset: { phone_digits: '' } });
    await orders.collection.updateOne(
      { _id: orders.castObject({ _id: old.body.data.id })._id },
      { $unset: { customer_id: '' } },
    );
    expect(await search('900 555')).toEqual([]);

    await migratePosData(h.app.models, { info: () => undefined });
    expect(await search('900 555')).toEqual(['Old Timer']);
    const record = (await byPhone('+447700900555').expect(200)).body.data;
    const page = await h.api().get('/api/admin/getCustomer').query({ id: record.id }).set(h.auth).expect(200);
    expect(page.body.data.orders.map((o: { id: string }) => o.id)).toEqual([old.body.data.id]);
    // Done once: a second run finds nothing to do and changes nothing.
    await migratePosData(h.app.models, {
      info: () => {
        throw new Error('nothing should be migrated twice');
      },
    });
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
