import { bearer, useHarness, UNKNOWN_ID } from '../test-support/harness';

const h = useHarness();

describe('charges', () => {
  let id: string;

  it('inserts a service and a short rate text that may carry a unit', async () => {
    const res = await h
      .api()
      .post('/api/admin/insertCharge')
      .set(bearer(h.admin))
      .send({ service: 'Additional hour', rate: '£60 / hour' })
      .expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      service: 'Additional hour',
      rate: '£60 / hour',
      status: 1,
    });
    id = res.body.data.id;
    const list = await h.api().get('/api/admin/getCharge').set(bearer(h.admin)).expect(200);
    expect(list.body.data).toEqual([res.body.data]);
  });

  it('validates service and rate (at most 50 characters)', async () => {
    const res = await h
      .api()
      .post('/api/admin/insertCharge')
      .set(bearer(h.admin))
      .send({ service: '', rate: 'x'.repeat(51) })
      .expect(422);
    expect(res.body.data).toEqual({
      service: ['The service field is required.'],
      rate: ['The rate may not be greater than 50 characters.'],
    });
    await h
      .api()
      .post('/api/admin/insertCharge')
      .set(bearer(h.admin))
      .send({ service: 'x', rate: { $gt: '' } })
      .expect(422);
    expect(await h.models.charges.countDocuments()).toBe(1);
  });

  it('updates; unknown 404', async () => {
    const res = await h
      .api()
      .put('/api/admin/updateCharge')
      .set(bearer(h.admin))
      .send({ id, service: 'Extra hour', rate: '£65 / hour' })
      .expect(200);
    expect(res.body.data).toMatchObject({ service: 'Extra hour', rate: '£65 / hour', status: 1 });
    await h
      .api()
      .put('/api/admin/updateCharge')
      .set(bearer(h.admin))
      .send({ id: UNKNOWN_ID, service: 'x', rate: 'y' })
      .expect(404);
  });

  it('deletes; unknown 404; every call needs the admin guard', async () => {
    await h.api().get('/api/admin/getCharge').expect(401);
    await h.api().get('/api/admin/getCharge').set(bearer(h.nonAdmin)).expect(403);
    await h.api().delete(`/api/admin/deleteCharge?id=${id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteCharge?id=${id}`).set(bearer(h.admin)).expect(404);
  });
});
