import { migratePublication } from './publication';
import { publishable } from '../models';
import { bearer, PNG, useHarness } from '../test-support/harness';

/** A clock the tests move by hand: a scheduled record must appear once its time passes, with no waiting. */
const T0 = new Date('2031-03-01T09:00:00.000Z');
let now = T0;
const clock = { now: () => now };
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

// A long cache lifetime: only the schedule may end a cached copy here.
const h = useHarness({ overrides: { clock, landingCacheTtlMs: 0 } });
beforeEach(() => {
  now = T0;
});

const admin = () => bearer(h.admin);
const multipart = (path: string, fields: Record<string, string>, files: Record<string, Buffer>) => {
  const req = h.api().post(`/api/admin/${path}`).set(admin());
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const [k, v] of Object.entries(files)) req.attach(k, v, `${k}.png`);
  return req;
};
const blocks = JSON.stringify([{ text: 'x' }]);

/** One of the four kinds with a publication: how to make one, and where the site shows it. */
interface Kind {
  name: string;
  create(title: string, publication: Record<string, string>): Promise<{ id: string; slug: string }>;
  update(
    record: { id: string; slug: string },
    title: string,
    publication: Record<string, string>,
  ): Promise<unknown>;
  bySlug: string;
  path: (slug: string) => string;
}

const kinds: Kind[] = [
  {
    name: 'post',
    create: async (title, publication) =>
      (
        await multipart(
          'insertPost',
          { title, description: '<p>x</p>', ...publication },
          { image: PNG },
        ).expect(201)
      ).body.data,
    update: (rec, title, publication) =>
      multipart(
        'updatePost',
        { id: rec.id, title, description: '<p>x</p>', status: '1', ...publication },
        {},
      ).expect(200),
    bySlug: 'postbyslug',
    path: (slug) => `/details/${slug}`,
  },
  {
    name: 'page',
    create: async (name, publication) =>
      (
        await h
          .api()
          .post('/api/admin/pageInsert')
          .set(admin())
          .send({ name, description: '<p>x</p>', ...publication })
          .expect(201)
      ).body.data,
    update: (rec, name, { status = '1', ...publication }) =>
      h
        .api()
        .put('/api/admin/updatePage')
        .set(admin())
        .send({ id: rec.id, name, description: '<p>x</p>', status: Number(status), ...publication })
        .expect(200),
    bySlug: 'pagebyslug',
    path: (slug) => `/p/${slug}`,
  },
  {
    name: 'banner page',
    create: async (title, publication) =>
      (
        await multipart(
          'insertBannerpage',
          {
            title,
            sort_description: 'x',
            banner_title: 'x',
            banner_description: 'x',
            json_data: blocks,
            ...publication,
          },
          { em_image: PNG },
        ).expect(201)
      ).body.data,
    update: (rec, title, publication) =>
      multipart(
        'updateBannerpage',
        {
          id: rec.id,
          title,
          sort_description: 'x',
          banner_title: 'x',
          banner_description: 'x',
          json_data: blocks,
          status: '1',
          ...publication,
        },
        {},
      ).expect(200),
    bySlug: 'get_by_slug',
    path: (slug) => `/banner/${slug}`,
  },
  {
    name: 'service page',
    create: async (title, publication) =>
      (
        await multipart(
          'insertService',
          { title, sort_description: 'x', json_data: blocks, ...publication },
          { em_image: PNG },
        ).expect(201)
      ).body.data,
    update: (rec, title, publication) =>
      multipart(
        'updateService',
        { id: rec.id, title, sort_description: 'x', json_data: blocks, status: '1', ...publication },
        {},
      ).expect(200),
    bySlug: 'service_get_by_slug',
    path: (slug) => `/service/${slug}`,
  },
];

const publicStatus = async (kind: Kind, slug: string) => ({
  bySlug: (await h.api().get(`/api/${kind.bySlug}`).query({ slug })).status,
  page: (
    await h
      .api()
      .get('/api/public_page')
      .query({ path: kind.path(slug) })
  ).status,
  sitemap: (await h.api().get('/api/sitemap.xml').expect(200)).text.includes(kind.path(slug)),
});
const hidden = { bySlug: 404, page: 404, sitemap: false };
const shown = { bySlug: 200, page: 200, sitemap: true };

describe.each(kinds)('publication of a $name', (kind) => {
  it('keeps a draft off the site, the site map and public_page, while an admin previews it', async () => {
    const draft = await kind.create(`Draft ${kind.name}`, { publication: 'draft' });
    expect(draft).toMatchObject({ publication: 'draft', publish_at: null, status: 1 });
    expect(await publicStatus(kind, draft.slug)).toEqual(hidden);
    // The preview: the same by-slug read with the admin's token answers the record as it will show.
    const preview = await h
      .api()
      .get(`/api/${kind.bySlug}`)
      .query({ slug: draft.slug })
      .set(admin())
      .expect(200);
    expect(preview.body.data).toMatchObject({ id: draft.id, publication: 'draft' });

    await kind.update(draft, `Draft ${kind.name}`, { publication: 'published' });
    expect(await publicStatus(kind, draft.slug)).toEqual(shown);
  });

  it('shows a scheduled one once its time passes, even after the site was read (and cached) before', async () => {
    const at = later(10).toISOString();
    const rec = await kind.create(`Scheduled ${kind.name}`, { publication: 'published', publish_at: at });
    expect(rec).toMatchObject({ publication: 'published', publish_at: at });
    expect(await publicStatus(kind, rec.slug)).toEqual(hidden);

    now = later(9);
    expect(await publicStatus(kind, rec.slug)).toEqual(hidden);
    now = later(10);
    expect(await publicStatus(kind, rec.slug)).toEqual(shown);
  });

  it('hides a published one while it is Inactive: status and publication both have to allow it', async () => {
    const rec = await kind.create(`Switched ${kind.name}`, {});
    expect(rec).toMatchObject({ publication: 'published', publish_at: T0.toISOString() });
    expect(await publicStatus(kind, rec.slug)).toEqual(shown);
    await kind.update(rec, `Switched ${kind.name}`, { status: '0' });
    expect(await publicStatus(kind, rec.slug)).toEqual(hidden);
    await kind.update(rec, `Switched ${kind.name}`, { status: '1', publication: 'draft' });
    expect(await publicStatus(kind, rec.slug)).toEqual(hidden);
  });
});

describe('the blog list and the feed', () => {
  it('list only published, due posts; a scheduled post joins them when its time comes', async () => {
    await kinds[0]!.create('Visible now', {});
    await kinds[0]!.create('Only a draft', { publication: 'draft' });
    await kinds[0]!.create('Next week', {
      publication: 'published',
      publish_at: later(60 * 24 * 7).toISOString(),
    });
    const titles = async () => ({
      list: (await h.api().get('/api/getPost').query({ per_page: 50 }).expect(200)).body.data.map(
        (p: { title: string }) => p.title,
      ),
      feed: (await h.api().get('/rss.xml').expect(200)).text,
    });

    const before = await titles();
    expect(before.list).toContain('Visible now');
    expect(before.list).not.toContain('Only a draft');
    expect(before.list).not.toContain('Next week');
    expect(before.feed).toContain('Visible now');
    expect(before.feed).not.toContain('Only a draft');
    expect(before.feed).not.toContain('Next week');

    now = later(60 * 24 * 7);
    const after = await titles();
    expect(after.list).toContain('Next week');
    expect(after.feed).toContain('Next week');
    expect(after.list).not.toContain('Only a draft');

    // The CMS list holds all three, with their publication.
    const cms = await h.api().get('/api/getPost').query({ per_page: 50 }).set(admin()).expect(200);
    const draft = cms.body.data.find((p: { title: string }) => p.title === 'Only a draft');
    expect(draft).toMatchObject({ publication: 'draft' });
  });
});

describe('publication requests', () => {
  it('refuses an unknown state or a time that is not one, naming the field', async () => {
    const bad = await h
      .api()
      .post('/api/admin/pageInsert')
      .set(admin())
      .send({ name: 'x', description: '<p>x</p>', publication: 'later' })
      .expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['publication']);
    const badTime = await h
      .api()
      .post('/api/admin/pageInsert')
      .set(admin())
      .send({ name: 'x', description: '<p>x</p>', publication: 'published', publish_at: 'tomorrow' })
      .expect(422);
    expect(Object.keys(badTime.body.data)).toEqual(['publish_at']);
  });

  it('an update without the fields keeps the stored publication', async () => {
    const at = later(30).toISOString();
    const page = await kinds[1]!.create('Kept schedule', { publication: 'published', publish_at: at });
    await kinds[1]!.update(page, 'Kept schedule, renamed', {});
    const res = await h.api().get('/api/pagebyslug').query({ slug: page.slug }).set(admin()).expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Kept schedule, renamed',
      publication: 'published',
      publish_at: at,
    });
  });
});

describe('records saved before publication existed', () => {
  it('become published from their creation time, once (the start-up migration)', async () => {
    const created = new Date('2024-05-01T10:00:00.000Z');
    await h.models.pages.collection.insertOne({
      name: 'From 2024',
      slug: 'from-2024',
      description: '<p>x</p>',
      status: 1,
      created_at: created,
      updated_at: created,
    });
    await h.api().get('/api/pagebyslug').query({ slug: 'from-2024' }).expect(404);

    expect(await migratePublication(publishable(h.models))).toBe(1);
    expect(await migratePublication(publishable(h.models))).toBe(0);
    h.services.cache.clear();
    const res = await h.api().get('/api/pagebyslug').query({ slug: 'from-2024' }).set(admin()).expect(200);
    expect(res.body.data).toMatchObject({ publication: 'published', publish_at: created.toISOString() });
    await h.api().get('/api/pagebyslug').query({ slug: 'from-2024' }).expect(200);
  });
});
