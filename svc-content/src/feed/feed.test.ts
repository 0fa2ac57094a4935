import { bearer, PNG, PUBLIC_URL, useHarness } from '../test-support/harness';

const h = useHarness();

const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(xml)?.[1];

/** Inserts a post with a picture as the owner; `fields` are its form fields. */
const insertPost = (fields: Record<string, string>) => {
  let request = h.api().post('/api/admin/insertPost').set(bearer(h.admin));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return request.attach('image', PNG, 'a.png').expect(201);
};

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
    // Readers render titles as HTML: the title's text is escaped for them.
    expect(posts.map((p) => tag(p, 'title'))).toEqual([
      'Fuse boxes &lt;old &amp; new&gt;',
      'Why an RCD trips',
    ]);
    const [newest, older] = posts as [string, string];
    expect(tag(newest, 'link')).toBe(`${PUBLIC_URL}/details/fuse-boxes-old-and-new`);
    expect(tag(newest, 'description')).toBe('When to replace a fuse box.');
    expect(tag(older, 'description')).toBe('A residual current device switches off &amp; protects you.');
    expect(newest).toMatch(new RegExp(`<enclosure url="${PUBLIC_URL}/media/content/[0-9a-f]+\\.png"`));
    expect(xml).not.toContain('Not ready');
  });

  it('answers at the root path too, where feed readers are sent', async () => {
    const res = await h.api().get('/rss.xml').expect(200);
    expect(res.text).toContain('<channel>');
  });
});

describe('rss.xml carries no live markup', () => {
  it('escapes a meta description and a summary that decode to markup, and sanitizes the content', async () => {
    await insertPost({
      title: 'Raw meta',
      description: '<p>Body</p>',
      meta_description: '<img src=x onerror=alert(1)> & more',
    });
    await insertPost({
      title: 'Escaped text',
      description: '<p>Write &lt;img src=x onerror=alert(2)&gt; to test.</p>',
    });

    const xml = (await h.api().get('/api/rss.xml').expect(200)).text;
    const byTitle = new Map(items(xml).map((item) => [tag(item, 'title'), item]));
    const raw = byTitle.get('Raw meta')!;
    expect(tag(raw, 'description')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    const escaped = byTitle.get('Escaped text')!;
    expect(tag(escaped, 'description')).toBe('Write &lt;img src=x onerror=alert(2)&gt; to test.');
    expect(tag(escaped, 'content:encoded')).toBe('<p>Write &lt;img src=x onerror=alert(2)&gt; to test.</p>');
    // Nothing in any item opens a tag a reader would render, whatever CDATA wraps it in.
    for (const item of items(xml)) {
      expect(tag(item, 'description')).not.toMatch(/<img/i);
      expect(tag(item, 'title')).not.toMatch(/<img/i);
    }
  });

  it('escapes a title, and a title cannot close its CDATA section to inject XML', async () => {
    await insertPost({ title: 'Odd ]]> title ]]><injected/> <b>x</b>', description: '<p>Body</p>' });
    const xml = (await h.api().get('/api/rss.xml').expect(200)).text;
    expect(xml).not.toContain('<injected/>');
    expect(xml).not.toContain('<b>x</b>');
  });
});

describe('rss.xml dates', () => {
  it('dates each item by its publication time, not by when it was written or edited', async () => {
    const admin = bearer(h.admin);
    const publishAt = '2026-01-05T09:00:00.000Z';
    const created = await insertPost({
      title: 'Published in January',
      description: '<p>Body</p>',
      publication: 'published',
      publish_at: publishAt,
    });
    await h
      .api()
      .post('/api/admin/updatePost')
      .set(admin)
      .field('id', created.body.data.id)
      .field('title', 'Published in January')
      .field('description', '<p>Body, edited</p>')
      .field('status', '1')
      .expect(200);
    const xml = (await h.api().get('/api/rss.xml').expect(200)).text;
    const item = items(xml).find((i) => tag(i, 'title') === 'Published in January')!;
    expect(tag(item, 'pubDate')).toBe(new Date(publishAt).toUTCString());
  });
});
