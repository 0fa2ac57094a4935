import { bearer, PNG, useHarness } from '../test-support/harness';

const h = useHarness();

const send = (path: string, fields: Record<string, string>, files: { em_image?: Buffer } = {}) => {
  const req = h.api().post(`/api/admin/${path}`).set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const [k, v] of Object.entries(files)) req.attach(k, v, `${k}.png`);
  return req;
};

describe('service pages', () => {
  const serviceFields = (extra: Record<string, string> = {}) => ({
    title: 'EV charger installation',
    sort_description: 'OZEV-approved home chargers',
    json_data: JSON.stringify([
      { text: 'Fitted in a day', tag: 'p', serial: 2 },
      { text: 'Home charging', tag: 'h', serial: 1 },
    ]),
    ...extra,
  });
  let svc: { id: string; slug: string };

  it('inserts with title, short description, em_image and blocks', async () => {
    const res = await send('insertService', serviceFields(), { em_image: PNG }).expect(201);
    expect(res.body.data).toMatchObject({ slug: 'ev-charger-installation', banner_image: null, status: 1 });
    expect(res.body.data.json_data.map((b: { text: string }) => b.text)).toEqual([
      'Home charging',
      'Fitted in a day',
    ]);
    svc = res.body.data;
    const dup = await send('insertService', serviceFields(), { em_image: PNG }).expect(201);
    expect(dup.body.data.slug).toBe('ev-charger-installation-2');
    await h.api().delete(`/api/admin/deleteService?id=${dup.body.data.id}`).set(bearer(h.admin)).expect(200);
  });

  it('validates', async () => {
    const res = await send('insertService', {}).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['json_data', 'sort_description', 'title']);
    const img = await send('insertService', serviceFields()).expect(422);
    expect(img.body.data).toEqual({ em_image: ['The header image field is required.'] });
  });

  it('lists active services publicly and answers service_get_by_slug', async () => {
    const list = await h.api().get('/api/services').expect(200);
    const image = list.body.data[0]?.em_image as string;
    expect(list.body.data).toEqual([
      {
        id: svc.id,
        title: 'EV charger installation',
        slug: svc.slug,
        sort_description: 'OZEV-approved home chargers',
        em_image: expect.stringMatching(/^\/media\/content\/[a-f0-9]{64}\.png$/),
        // The 1x1 test PNG: its size, and one copy at its own width.
        images: { [image]: { width: 1, height: 1, widths: [1] } },
      },
    ]);
    await h.api().get(`/api/service_get_by_slug?slug=${svc.slug}`).expect(200);
    await send('updateService', serviceFields({ id: svc.id, status: '0' })).expect(200);
    expect((await h.api().get('/api/services').expect(200)).body.data).toEqual([]);
    await h.api().get(`/api/service_get_by_slug?slug=${svc.slug}`).expect(404);
    const admin = await h.api().get('/api/admin/getService').set(bearer(h.admin)).expect(200);
    expect(admin.body.data).toHaveLength(1);
    await h.api().delete(`/api/admin/deleteService?id=${svc.id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteService?id=${svc.id}`).set(bearer(h.admin)).expect(404);
    await h.api().post('/api/admin/insertService').set(bearer(h.nonAdmin)).expect(403);
  });
});
