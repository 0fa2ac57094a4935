import { bearer, GIF, PNG, useHarness, SVG, UNKNOWN_ID } from '../test-support/harness';

const h = useHarness();

const send = (path: string, fields: Record<string, string>, image: Buffer | null = PNG) => {
  const req = h.api().post(`/api/admin/${path}`).set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (image) req.attach('image', image, 'card.png');
  return req;
};

describe('cards', () => {
  let id: string;

  it('inserts with title, link and image (multipart)', async () => {
    const res = await send('insertCardSection', { title: 'Emergency call-out', link: '/contact' }).expect(
      201,
    );
    expect(res.body.data).toEqual({
      id: expect.any(String),
      title: 'Emergency call-out',
      link: '/contact',
      image: expect.stringMatching(/^\/media\/content\/.+\.png$/),
      status: 1,
    });
    id = res.body.data.id;
  });

  it('validates fields, links and the image, changing nothing', async () => {
    const res = await send('insertCardSection', {}, null).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['link', 'title']);
    const tricks = ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', 'https:/\\evil.example'];
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x', ...tricks]) {
      const bad = await send('insertCardSection', { title: 't', link }).expect(422);
      expect(bad.body.data.link).toEqual(['The link format is invalid.']);
    }
    await send('insertCardSection', { title: 't', link: 'https://example.com/x' }, null).expect(422);
    await send('insertCardSection', { title: 't', link: '/x' }, SVG).expect(422);
    expect(await h.models.cards.countDocuments()).toBe(1);
  });

  it('updates (status, optional new image) and shows inactive cards only to an admin', async () => {
    await send(
      'updateCardSection',
      { id, title: 'Call-out', link: 'https://example.com', status: '0' },
      null,
    ).expect(200);
    expect((await h.api().get('/api/getCardSection').expect(200)).body.data).toEqual([]);
    const admin = await h.api().get('/api/getCardSection').set(bearer(h.admin)).expect(200);
    expect(admin.body.data[0]).toMatchObject({ id, title: 'Call-out', status: 0 });
    await send('updateCardSection', { id: UNKNOWN_ID, title: 'x', link: '/x', status: '1' }, null).expect(
      404,
    );
  });

  it('deletes; unknown ids 404; guard', async () => {
    await h.api().delete(`/api/admin/deleteCardSection?id=${id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deleteCardSection?id=${id}`).set(bearer(h.admin)).expect(404);
    await h.api().post('/api/admin/insertCardSection').field('title', 'x').expect(401);
    await h.api().delete(`/api/admin/deleteCardSection?id=${id}`).set(bearer(h.nonAdmin)).expect(403);
  });
});

describe('replacing an image', () => {
  it('gives a new URL and keeps serving the old one (a page being viewed never breaks)', async () => {
    const created = await send('insertCardSection', { title: 'Old', link: '/x' }, PNG).expect(201);
    const oldUrl = created.body.data.image as string;
    const updated = await send(
      'updateCardSection',
      { id: created.body.data.id, title: 'New', link: '/x', status: '1' },
      GIF,
    ).expect(200);
    expect(updated.body.data.image).not.toBe(oldUrl);
    await h.api().get(oldUrl).expect(200);
    await h.api().get(updated.body.data.image).expect(200);
  });
});
