import { bearer, GIF, PNG, useHarness, SVG, UNKNOWN_ID } from '../test-support/harness';

const h = useHarness();

const BLOCKS = [
  { text: 'Second', tag: 'li', link: '/contact', serial: 2 },
  { text: 'Why choose us', tag: 'h', serial: 1 },
  { text: 'Third, default tag', serial: 3 },
];

const send = (
  path: string,
  fields: Record<string, string>,
  files: { em_image?: Buffer; banner_image?: Buffer } = {},
) => {
  const req = h.api().post(`/api/admin/${path}`).set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const [k, v] of Object.entries(files)) req.attach(k, v, `${k}.png`);
  return req;
};

const bannerFields = (extra: Record<string, string> = {}) => ({
  title: 'Landlord certificates',
  sort_description: 'EICR and PAT testing for landlords',
  banner_title: 'Stay compliant',
  banner_description: 'Every five years, or at a change of tenancy.',
  json_data: JSON.stringify(BLOCKS),
  ...extra,
});

describe('banner pages', () => {
  let page: { id: string; slug: string };

  it('inserts header part, banner part and blocks ordered by serial', async () => {
    const res = await send('insertBannerpage', bannerFields(), { em_image: PNG, banner_image: GIF }).expect(
      201,
    );
    expect(res.body.data).toMatchObject({
      title: 'Landlord certificates',
      slug: 'landlord-certificates',
      sort_description: 'EICR and PAT testing for landlords',
      banner_title: 'Stay compliant',
      em_image: expect.stringMatching(/\.png$/),
      banner_image: expect.stringMatching(/\.gif$/),
      status: 1,
    });
    expect(res.body.data.json_data).toEqual([
      { text: 'Why choose us', tag: 'h', link: '', serial: 1 },
      { text: 'Second', tag: 'li', link: '/contact', serial: 2 },
      { text: 'Third, default tag', tag: 'p', link: '', serial: 3 },
    ]);
    page = res.body.data;
  });

  it('validates: required parts, at least one block, block text, tags, links, em_image', async () => {
    const none = await send('insertBannerpage', {}).expect(422);
    expect(Object.keys(none.body.data).sort()).toEqual([
      'banner_description',
      'banner_title',
      'json_data',
      'sort_description',
      'title',
    ]);
    const empty = await send('insertBannerpage', bannerFields({ json_data: '[]' }), { em_image: PNG }).expect(
      422,
    );
    expect(empty.body.data.json_data).toEqual(['The blocks field is required.']);
    const blocks = JSON.stringify([{ tag: 'script' }, { text: 'x', link: 'javascript:alert(1)' }]);
    const bad = await send('insertBannerpage', bannerFields({ json_data: blocks }), { em_image: PNG }).expect(
      422,
    );
    expect(Object.keys(bad.body.data).sort()).toEqual([
      'json_data.0.tag',
      'json_data.0.text',
      'json_data.1.link',
    ]);
    const notJson = await send('insertBannerpage', bannerFields({ json_data: '[{' }), {
      em_image: PNG,
    }).expect(422);
    expect(notJson.body.data.json_data).toBeDefined();
    const img = await send('insertBannerpage', bannerFields()).expect(422);
    expect(img.body.data).toEqual({ em_image: ['The header image field is required.'] });
    await send('insertBannerpage', bannerFields(), { em_image: SVG }).expect(422);
    const op = await h
      .api()
      .post('/api/admin/insertBannerpage')
      .set(bearer(h.admin))
      .send({ ...bannerFields(), title: { $ne: '' }, json_data: BLOCKS })
      .expect(422);
    expect(op.body.data.title).toBeDefined();
    expect(await h.models.bannerPages.countDocuments()).toBe(1);
  });

  it('answers get_by_slug for active pages only; 404 otherwise', async () => {
    const res = await h.api().get(`/api/get_by_slug?slug=${page.slug}`).expect(200);
    expect(res.body.data.json_data.map((b: { serial: number }) => b.serial)).toEqual([1, 2, 3]);
    await h.api().get('/api/get_by_slug?slug=unknown').expect(404);
  });

  it('updates (images optional, slug stable), hides inactive pages; lists; deletes', async () => {
    const res = await send(
      'updateBannerpage',
      bannerFields({
        id: page.id,
        title: 'New title',
        status: '0',
        json_data: JSON.stringify([{ text: 'Only' }]),
      }),
    ).expect(200);
    expect(res.body.data).toMatchObject({
      slug: page.slug,
      title: 'New title',
      em_image: expect.stringMatching(/\.png$/),
      status: 0,
    });
    expect(res.body.data.json_data).toEqual([{ text: 'Only', tag: 'p', link: '', serial: 1 }]);
    await h.api().get(`/api/get_by_slug?slug=${page.slug}`).expect(404);
    await h.api().get(`/api/get_by_slug?slug=${page.slug}`).set(bearer(h.admin)).expect(200);
    const list = await h.api().get('/api/admin/getBannerpage').set(bearer(h.admin)).expect(200);
    expect(list.body.data).toHaveLength(1);
    await send('updateBannerpage', bannerFields({ id: UNKNOWN_ID, status: '1' })).expect(404);
    await h.api().delete(`/api/admin/deleteBannerpage?id=${page.id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteBannerpage?id=${page.id}`).set(bearer(h.admin)).expect(404);
    await h.api().get('/api/admin/getBannerpage').expect(401);
  });
});
