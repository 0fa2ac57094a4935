import { bearer, useHarness, UNKNOWN_ID } from '../test-support/harness';

const h = useHarness();

const insert = (body: object) => h.api().post('/api/admin/insertNavbar').set(bearer(h.admin)).send(body);
const update = (body: object) => h.api().put('/api/admin/updateNavbar').set(bearer(h.admin)).send(body);
const list = async () =>
  (await h.api().get('/api/admin/allNavbar').set(bearer(h.admin)).expect(200)).body.data;

describe('navbars', () => {
  let services: string;
  let contact: string;
  let child: string;

  it('inserts with the spec defaults', async () => {
    const res = await insert({ name: 'Services', priority: 2 }).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Services',
      parentid: 0,
      parent: null,
      link: '',
      priority: 2,
      nav_active: 1,
      useful_active: 0,
      quick_active: 0,
      status: 1,
      children: [],
    });
    services = res.body.data.id;
    contact = (
      await insert({ name: 'Contact', link: '/contact', priority: 9, quick_active: 1, parentid: '0' }).expect(
        201,
      )
    ).body.data.id;
    const c = await insert({
      name: 'EV charger installation',
      link: '/service/ev-chargers',
      priority: 1,
      parentid: services,
    }).expect(201);
    expect(c.body.data.parent).toEqual({ name: 'Services' });
    child = c.body.data.id;
  });

  it('lists every item by priority with parent and children', async () => {
    const items = await list();
    expect(items.map((i: { name: string }) => i.name)).toEqual([
      'EV charger installation',
      'Services',
      'Contact',
    ]);
    const top = items.find((i: { id: string }) => i.id === services);
    expect(top.children.map((c: { id: string }) => c.id)).toEqual([child]);
    expect(items.find((i: { id: string }) => i.id === child).parent).toEqual({ name: 'Services' });
  });

  it('refuses a parent that is not a top-level item, unknown, or the item itself', async () => {
    const nested = await insert({ name: 'Deep', priority: 1, parentid: child }).expect(422);
    expect(nested.body.data).toEqual({ parentid: ['The selected parentid is invalid.'] });
    await insert({ name: 'Orphan', priority: 1, parentid: UNKNOWN_ID }).expect(422);
    const self = await update({
      id: contact,
      name: 'Contact',
      parentid: contact,
      link: '/contact',
      priority: 9,
      nav_active: 1,
      useful_active: 0,
      quick_active: 1,
      status: 1,
    }).expect(422);
    expect(self.body.data.parentid).toBeDefined();
    // an item with children cannot become a child
    await update({
      id: services,
      name: 'Services',
      parentid: contact,
      link: '',
      priority: 2,
      nav_active: 1,
      useful_active: 0,
      quick_active: 0,
      status: 1,
    }).expect(422);
  });

  it('validates fields with the spec names', async () => {
    const res = await insert({
      name: '',
      priority: 'high',
      nav_active: 2,
      link: 'javascript:alert(1)',
    }).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['link', 'name', 'nav_active', 'priority']);
    expect(res.body.data.name).toEqual(['The name field is required.']);
    expect(res.body.data.priority).toEqual(['The priority must be an integer.']);
    const missing = await update({ id: contact }).expect(422);
    expect(Object.keys(missing.body.data).sort()).toEqual([
      'name',
      'nav_active',
      'parentid',
      'priority',
      'quick_active',
      'status',
      'useful_active',
    ]);
    await insert({ name: { $ne: '' }, priority: 1 }).expect(422);
    await insert({ name: 'x', priority: 1, parentid: { $gt: '' } }).expect(422);
    expect((await list()).length).toBe(3);
  });

  it('updates an item including its status', async () => {
    const res = await update({
      id: contact,
      name: 'Contact us',
      parentid: services,
      link: 'https://example.com/contact',
      priority: 3,
      nav_active: 0,
      useful_active: 1,
      quick_active: 1,
      status: 0,
    }).expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Contact us',
      parentid: services,
      parent: { name: 'Services' },
      status: 0,
      useful_active: 1,
    });
    await update({
      id: UNKNOWN_ID,
      name: 'x',
      parentid: 0,
      link: '',
      priority: 1,
      nav_active: 1,
      useful_active: 0,
      quick_active: 0,
      status: 1,
    }).expect(404);
  });

  it('refuses to delete an item that has children and deletes nothing', async () => {
    const res = await h
      .api()
      .delete(`/api/admin/deleteNavbar?id=${services}`)
      .set(bearer(h.admin))
      .expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { id: ['This item has children; delete or move them first.'] },
    });
    expect((await list()).length).toBe(3);
  });

  it('deletes children then the parent; unknown ids are 404, bad ids 422', async () => {
    await h.api().delete(`/api/admin/deleteNavbar?id=${child}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteNavbar?id=${contact}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteNavbar?id=${services}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteNavbar?id=${services}`).set(bearer(h.admin)).expect(404);
    await h.api().delete('/api/admin/deleteNavbar?id=nope').set(bearer(h.admin)).expect(422);
    expect(await list()).toEqual([]);
  });

  it('needs an admin token on every call', async () => {
    await h.api().get('/api/admin/allNavbar').expect(401);
    await h.api().get('/api/admin/allNavbar').set(bearer(h.nonAdmin)).expect(403);
    await h.api().post('/api/admin/insertNavbar').send({ name: 'x', priority: 1 }).expect(401);
    await h.api().put('/api/admin/updateNavbar').send({}).expect(401);
    await h.api().delete(`/api/admin/deleteNavbar?id=${UNKNOWN_ID}`).expect(401);
  });
});
