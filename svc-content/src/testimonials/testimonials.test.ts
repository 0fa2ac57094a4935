import { bearer, useHarness, UNKNOWN_ID } from '../test-support/harness';

const h = useHarness();

describe('testimonials', () => {
  let id: string;

  it('inserts (multipart, as the spec sends it) and lists active ones publicly', async () => {
    const res = await h
      .api()
      .post('/api/admin/insertTestimonial')
      .set(bearer(h.admin))
      .field('name', 'Priya S.')
      .field('text', 'Tidy, on time, and the new consumer unit passed first time.')
      .expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: 'Priya S.',
      text: expect.any(String),
      status: 1,
    });
    id = res.body.data.id;
    const list = await h.api().get('/api/getTestimonial').expect(200);
    expect(list.body.data).toHaveLength(1);
  });

  it('validates name and text, and refuses operator objects', async () => {
    const res = await h.api().post('/api/admin/insertTestimonial').set(bearer(h.admin)).send({}).expect(422);
    expect(res.body.data).toEqual({
      name: ['The name field is required.'],
      text: ['The text field is required.'],
    });
    await h
      .api()
      .post('/api/admin/insertTestimonial')
      .set(bearer(h.admin))
      .send({ name: 'x', text: { $ne: '' } })
      .expect(422);
    expect(await h.models.testimonials.countDocuments()).toBe(1);
  });

  it('updates name, text and status; an inactive one is hidden from the public', async () => {
    await h
      .api()
      .put('/api/admin/updateTestimonial')
      .set(bearer(h.admin))
      .send({ id, name: 'Priya', text: 'Great', status: 0 })
      .expect(200);
    expect((await h.api().get('/api/getTestimonial').expect(200)).body.data).toEqual([]);
    expect(
      (await h.api().get('/api/getTestimonial').set(bearer(h.admin)).expect(200)).body.data,
    ).toHaveLength(1);
    await h
      .api()
      .put('/api/admin/updateTestimonial')
      .set(bearer(h.admin))
      .send({ id: UNKNOWN_ID, name: 'x', text: 'y', status: 1 })
      .expect(404);
    const bad = await h
      .api()
      .put('/api/admin/updateTestimonial')
      .set(bearer(h.admin))
      .send({ id, name: 'x', text: 'y' })
      .expect(422);
    expect(bad.body.data).toEqual({ status: ['The status field is required.'] });
  });

  it('deletes; unknown 404; guard', async () => {
    await h.api().delete(`/api/admin/deleteTestimonial?id=${id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteTestimonial?id=${id}`).set(bearer(h.admin)).expect(404);
    await h.api().put('/api/admin/updateTestimonial').send({}).expect(401);
  });
});
