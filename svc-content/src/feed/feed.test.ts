import { bearer, PNG, PUBLIC_URL, useHarness } from '../test-support/harness';

const h = useHarness();

const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(xml)?.[1];

describe('rss.xml', () => {
  it('lists active posts only, newest first, with their links, summaries and pictures', async () => {
    const admin = bearer(h.admin);
    await h
      .api()
      .post('/api/admin/updateSiteData')
      .set(admin)
      .field('title', 'Brightline Electrical')
      .field('phone', '020 7946 0000')
      .field('email', 'office@brightline.test')
      .field('address', '1 High St')
      .attach('logo', PNG, 'logo.png')
      .expect(200);
    await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin)
      .field('title', 'Why an RCD trips')
      .field('description', '<p>A residual current device switches off &amp; protects you.</p>')
      .attach('image', PNG, 'a.png')
      .expect(201);
    const draft = await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin)
      .field('title', 'Not ready')
      .field('description', '<p>x</p>')
      .attach('image', PNG, 'a.png')
      .expect(201);
    await h
      .api()
      .post('/api/admin/updatePost')
      .set(admin)
      .field('id', draft.body.data.id)
      .field('title', 'Not ready')
      .field('description', '<p>x</p>')
      .field('status', '0')
      .expect(200);
    await h
      .api()
      .post('/api/admin/insertPost')
      .set(admin)
      .field('title', 'Fuse boxes <old & new>')
      .field('description', '<p>Long text</p>')
      .field('meta_description', 'When to replace a fuse box.')
      .attach('image', PNG, 'a.png')
      .expect(201);

    const res = await h.api().get('/api/rss.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = res.text;
    expect(xml).toContain('<rss version="2.0"');
    expect(tag(xml, 'title')).toBe('Brightline Electrical blog');
    expect(xml).toContain(`<link>${PUBLIC_URL}/blogs</link>`);
    expect(xml).toContain(`href="${PUBLIC_URL}/rss.xml"`);

    const posts = items(xml);
    expect(posts.map((p) => tag(p, 'title'))).toEqual(['Fuse boxes <old & new>', 'Why an RCD trips']);
    const [newest, older] = posts as [string, string];
    expect(tag(newest, 'link')).toBe(`${PUBLIC_URL}/details/fuse-boxes-old-and-new`);
    expect(tag(newest, 'description')).toBe('When to replace a fuse box.');
    expect(tag(older, 'description')).toBe('A residual current device switches off & protects you.');
    expect(newest).toMatch(new RegExp(`<enclosure url="${PUBLIC_URL}/media/content/[0-9a-f]+\\.png"`));
    expect(xml).not.toContain('Not ready');
  });

  it('answers at the root path too, where feed readers are sent', async () => {
    const res = await h.api().get('/rss.xml').expect(200);
    expect(res.text).toContain('<channel>');
  });
});
