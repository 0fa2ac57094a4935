import { seedService, UNKNOWN_ID, usePos } from '../../test/harness';

const h = usePos();

describe('categories', () => {
  it('answers 401 without a token and 403 for a non-admin', async () => {
    await h.api().get('/api/admin/getCategories').expect(401, { message: 'Unauthenticated.' });
    const user = await h.tokenFor({ sub: 'u2', user_type: 'customer' });
    await h.api().post('/api/admin/insertCategory').set(user).send({ name: 'X' }).expect(403);
  });

  it('creates, lists by name, renames and refuses a duplicate name ignoring case', async () => {
    const repairs = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: ' Repairs ' });
    expect(repairs.status).toBe(201);
    expect(repairs.body).toEqual({
      data: { id: expect.stringMatching(/^[a-f0-9]{24}$/), name: 'Repairs' },
      message: 'Category created successfully.',
    });
    await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'Emergency' }).expect(201);
    const dup = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'REPAIRS' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({
      message: 'The given data was invalid.',
      data: { name: ['The name has already been taken.'] },
    });
    const list = await h.api().get('/api/admin/getCategories').set(h.auth).expect(200);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Emergency', 'Repairs']);

    const id = repairs.body.data.id as string;
    const renamed = await h
      .api()
      .put('/api/admin/updateCategory')
      .set(h.auth)
      .send({ id, name: 'Repair work' });
    expect(renamed.body).toEqual({
      data: { id, name: 'Repair work' },
      message: 'Category updated successfully.',
    });
    const clash = await h.api().put('/api/admin/updateCategory').set(h.auth).send({ id, name: 'emergency' });
    expect(clash.status).toBe(422);
    expect(clash.body.data).toEqual({ name: ['The name has already been taken.'] });
    // Changing only the case of its own name is allowed.
    await h.api().put('/api/admin/updateCategory').set(h.auth).send({ id, name: 'REPAIR WORK' }).expect(200);
  });

  it('answers 422 naming the field for bad input and 404 for unknown ids', async () => {
    const missing = await h.api().post('/api/admin/insertCategory').set(h.auth).send({});
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({ name: ['The name field is required.'] });
    const op = await h
      .api()
      .post('/api/admin/insertCategory')
      .set(h.auth)
      .send({ name: { $ne: '' } });
    expect(op.body.data).toEqual({ name: ['The name must be a string.'] });
    const long = await h
      .api()
      .post('/api/admin/insertCategory')
      .set(h.auth)
      .send({ name: 'x'.repeat(101) });
    expect(long.body.data.name).toEqual(['The name may not be greater than 100 characters.']);
    await h
      .api()
      .put('/api/admin/updateCategory')
      .set(h.auth)
      .send({ id: UNKNOWN_ID, name: 'Nope' })
      .expect(404);
    const badId = await h.api().delete('/api/admin/deleteCategory?id=nope').set(h.auth).expect(422);
    expect(badId.body.data).toEqual({ id: ['The id format is invalid.'] });
    await h.api().delete(`/api/admin/deleteCategory?id=${UNKNOWN_ID}`).set(h.auth).expect(404);
    await h.api().delete('/api/admin/deleteCategory?id[$ne]=1').set(h.auth).expect(422);
  });

  it('refuses to delete a category its services use, and deletes an unused one', async () => {
    const serviceId = await seedService(h, 'EICR', 180, 'Inspections & Testing');
    const cats = await h.api().get('/api/admin/getCategories').set(h.auth);
    const used = cats.body.data.find((c: { name: string }) => c.name === 'Inspections & Testing');
    const refused = await h.api().delete(`/api/admin/deleteCategory?id=${used.id}`).set(h.auth).expect(422);
    expect(refused.body).toEqual({
      message: 'The given data was invalid.',
      data: { id: ['This category has services and cannot be deleted.'] },
    });
    const still = await h.api().get('/api/admin/getCategories').set(h.auth);
    expect(still.body.data.some((c: { id: string }) => c.id === used.id)).toBe(true);

    await h.api().delete(`/api/admin/deleteProduct?id=${serviceId}`).set(h.auth).expect(200);
    await h.api().delete(`/api/admin/deleteCategory?id=${used.id}`).set(h.auth).expect(200);
    const after = await h.api().get('/api/admin/getCategories').set(h.auth);
    expect(after.body.data.some((c: { id: string }) => c.id === used.id)).toBe(false);
  });
});
