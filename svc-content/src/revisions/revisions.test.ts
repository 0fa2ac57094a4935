import { randomUUID } from 'node:crypto';
import { addBannerPage, addServicePage, bearer, PNG, useHarness, UNKNOWN_ID } from '../test-support/harness';

const T0 = new Date('2031-04-01T08:00:00.000Z');
let now = T0;
const clock = { now: () => now };
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};

const h = useHarness({ overrides: { clock } });

const admin = () => bearer(h.admin);
const ADMIN_ID = '64b000000000000000000001';
const revisionsOf = async (kind: string, id: string) =>
  (await h.api().get('/api/admin/revisions').query({ kind, id }).set(admin()).expect(200)).body
    .data as Array<{
    id: string;
    admin_id: string;
    at: string;
    snapshot: Record<string, unknown>;
  }>;
const updatePost = (post: { id: string }, title: string, token = h.admin) =>
  h
    .api()
    .post('/api/admin/updatePost')
    .set(bearer(token))
    .field('id', post.id)
    .field('title', title)
    .field('description', `<p>${title}</p>`)
    .field('status', '1')
    .expect(200);

describe('revisions', () => {
  it('keeps each save with who and when, newest first, and restores one as a new save', async () => {
    const created = await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin())
      .field('title', 'First words')
      .field('description', '<p>First words</p>')
      .attach('image', PNG, 'a.png')
      .expect(201);
    const post = created.body.data as { id: string; slug: string };
    tick();
    const editor = await h.sign({ sub: '64b0000000000000000000e1', role: 'editor' });
    await updatePost(post, 'Second words', editor);
    tick();
    await updatePost(post, 'Third words');

    const kept = await revisionsOf('post', post.id);
    expect(kept.map((r) => r.snapshot.title)).toEqual(['Third words', 'Second words', 'First words']);
    expect(kept.map((r) => r.admin_id)).toEqual([ADMIN_ID, '64b0000000000000000000e1', ADMIN_ID]);
    expect(kept[2]).toMatchObject({ at: T0.toISOString(), record_id: post.id, kind: 'post' });
    expect(kept[2]!.snapshot).toMatchObject({ description: '<p>First words</p>', publication: 'published' });

    // Read (and cache) the public post before the restore: the restore must show on the site at once.
    expect(
      (await h.api().get('/api/postbyslug').query({ slug: post.slug }).expect(200)).body.data.title,
    ).toBe('Third words');
    tick();
    const restored = await h
      .api()
      .post('/api/admin/restoreRevision')
      .set(bearer(editor))
      .send({ id: kept[2]!.id })
      .expect(200);
    expect(restored.body).toMatchObject({
      message: 'Revision restored.',
      data: { admin_id: '64b0000000000000000000e1', snapshot: { title: 'First words' } },
    });
    const site = await h.api().get('/api/postbyslug').query({ slug: post.slug }).expect(200);
    expect(site.body.data).toMatchObject({ title: 'First words', description: '<p>First words</p>' });
    expect((await revisionsOf('post', post.id)).map((r) => r.snapshot.title)).toEqual([
      'First words',
      'Third words',
      'Second words',
      'First words',
    ]);
  });

  it('a restore never changes whether the record is public: a live post stays live', async () => {
    const created = await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin())
      .field('title', 'Drafted first')
      .field('description', '<p>Drafted first</p>')
      .field('publication', 'draft')
      .attach('image', PNG, 'a.png')
      .expect(201);
    const post = created.body.data as { id: string; slug: string };
    tick();
    await h
      .api()
      .post('/api/admin/updatePost')
      .set(admin())
      .field('id', post.id)
      .field('title', 'Now live')
      .field('description', '<p>Now live</p>')
      .field('status', '1')
      .field('publication', 'published')
      .expect(200);
    const live = (await h.api().get('/api/postbyslug').query({ slug: post.slug }).expect(200)).body.data;
    const [, draft] = await revisionsOf('post', post.id);
    expect(draft!.snapshot).toMatchObject({ title: 'Drafted first', publication: 'draft' });

    tick();
    await h.api().post('/api/admin/restoreRevision').set(admin()).send({ id: draft!.id }).expect(200);
    const after = await h.api().get('/api/postbyslug').query({ slug: post.slug }).expect(200);
    expect(after.body.data).toMatchObject({
      title: 'Drafted first',
      publication: 'published',
      publish_at: live.publish_at,
      status: 1,
    });
  });

  it('keeps the last 20 saves of a record and restores any of them', async () => {
    const page = (
      await h
        .api()
        .post('/api/admin/pageInsert')
        .set(admin())
        .send({ name: 'Version 0', description: '<p>v0</p>' })
        .expect(201)
    ).body.data as { id: string; slug: string };
    for (let v = 1; v <= 24; v += 1) {
      tick();
      await h
        .api()
        .put('/api/admin/updatePage')
        .set(admin())
        .send({ id: page.id, name: `Version ${v}`, description: `<p>v${v}</p>`, status: 1 })
        .expect(200);
    }
    const kept = await revisionsOf('page', page.id);
    expect(kept.map((r) => r.snapshot.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Version ${24 - i}`),
    );
    expect(await h.models.revisions.countDocuments({ kind: 'page', record_id: page.id })).toBe(20);

    // The oldest one kept; the slug stays the page's current one (links to it keep working).
    await h
      .api()
      .put('/api/admin/updatePage')
      .set(admin())
      .send({ id: page.id, name: 'Version 24', description: '<p>v24</p>', status: 1, slug: 'renamed' })
      .expect(200);
    const oldest = (await revisionsOf('page', page.id)).at(-1)!;
    expect(oldest.snapshot.name).toBe('Version 6');
    await h.api().post('/api/admin/restoreRevision').set(admin()).send({ id: oldest.id }).expect(200);
    const res = await h.api().get('/api/pagebyslug').query({ slug: 'renamed' }).set(admin()).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Version 6', description: '<p>v6</p>', slug: 'renamed' });
    expect(await h.models.revisions.countDocuments({ kind: 'page', record_id: page.id })).toBe(20);
  });

  it('keeps banner and service page saves, and forgets a record’s revisions with it', async () => {
    const serviceId = await addServicePage(h, 'Rewiring');
    const bannerId = await addBannerPage(h, 'Landlords');
    expect(await revisionsOf('service-page', serviceId)).toHaveLength(1);
    expect((await revisionsOf('banner-page', bannerId))[0]!.snapshot).toMatchObject({ title: 'Landlords' });

    await h.api().delete('/api/admin/deleteService').query({ id: serviceId }).set(admin()).expect(200);
    expect(await revisionsOf('service-page', serviceId)).toEqual([]);
  });

  it('answers 404 for an unknown revision, 422 for a wrong kind or id, 401 without a token', async () => {
    await h.api().post('/api/admin/restoreRevision').set(admin()).send({ id: UNKNOWN_ID }).expect(404);
    const bad = await h
      .api()
      .get('/api/admin/revisions')
      .query({ kind: 'card', id: 'x' })
      .set(admin())
      .expect(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['id', 'kind']);
    await h.api().get('/api/admin/revisions').query({ kind: 'post', id: UNKNOWN_ID }).expect(401);
    const clerk = await h.sign({ sub: randomUUID(), role: 'clerk' });
    await h
      .api()
      .get('/api/admin/revisions')
      .query({ kind: 'post', id: UNKNOWN_ID })
      .set(bearer(clerk))
      .expect(403);
  });
});
