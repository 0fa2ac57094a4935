import {
  assertHarmless,
  bearer,
  PNG,
  useHarness,
  SVG,
  UNKNOWN_ID,
  XSS_VECTORS,
} from '../test-support/harness';

const h = useHarness();

const insert = (fields: Record<string, string>, image: Buffer | null = PNG) => {
  const req = h.api().post('/api/admin/insertPost').set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (image) req.attach('image', image, 'post.png');
  return req;
};
const update = (fields: Record<string, string>, image?: Buffer) => {
  const req = h.api().post('/api/admin/updatePost').set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (image) req.attach('image', image, 'post.png');
  return req;
};

const LONG = `<h2>Why   rewire?</h2><p>Old <strong>rubber</strong> cabling &amp; fuse boxes are a fire risk.</p><p>${'Modern consumer units protect every circuit. '.repeat(5)}</p>`;

describe('posts', () => {
  let first: { id: string; slug: string };

  it('inserts a post with a unique slug, the author and the date', async () => {
    const res = await insert({ title: 'When to rewire your home', description: LONG }).expect(201);
    expect(res.body.data).toMatchObject({
      title: 'When to rewire your home',
      slug: 'when-to-rewire-your-home',
      author_id: '64b000000000000000000001',
      status: 1,
      image: expect.stringMatching(/^\/media\/content\/[a-f0-9]{64}\.png$/),
    });
    expect(new Date(res.body.data.written).toString()).not.toBe('Invalid Date');
    first = res.body.data;
    const second = await insert({ title: 'When to rewire your home!', description: '<p>Again</p>' }).expect(
      201,
    );
    expect(second.body.data.slug).toBe('when-to-rewire-your-home-2');
    const third = await insert({ title: 'When to rewire your home', description: '<p>Third</p>' }).expect(
      201,
    );
    expect(third.body.data.slug).toBe('when-to-rewire-your-home-3');
  });

  it('requires title, description and an image by its bytes, changing nothing on failure', async () => {
    const before = await h.models.posts.countDocuments();
    const res = await insert({}, null).expect(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['description', 'title']);
    const img = await insert({ title: 'No image', description: '<p>x</p>' }, null).expect(422);
    expect(img.body.data).toEqual({ image: ['The image field is required.'] });
    const svg = await insert({ title: 'SVG', description: '<p>x</p>' }, SVG).expect(422);
    expect(svg.body.data.image[0]).toMatch(/must be a file of type: jpg, png, webp, gif/);
    const big = await insert(
      { title: 'Huge', description: '<p>x</p>' },
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect([413, 422]).toContain(big.status);
    expect(await h.models.posts.countDocuments()).toBe(before);
  });

  it('lists active posts newest first with a 110-character plain-text excerpt, paginated', async () => {
    const res = await h.api().get('/api/getPost?per_page=2').expect(200);
    expect(res.body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'when-to-rewire-your-home-3',
      'when-to-rewire-your-home-2',
    ]);
    const page2 = await h.api().get('/api/getPost?page=2&per_page=2').expect(200);
    const post = page2.body.data[0];
    expect(post.slug).toBe(first.slug);
    expect(post.description).toBeUndefined();
    expect(post.author_id).toBeUndefined();
    expect(post.excerpt).toHaveLength(110);
    expect(
      post.excerpt.startsWith('Why rewire? Old rubber cabling & fuse boxes are a fire risk. Modern'),
    ).toBe(true);
    expect(post.excerpt).not.toMatch(/<|>/);
    const defaults = await h.api().get('/api/getPost').expect(200);
    expect(defaults.body.meta).toEqual({ page: 1, per_page: 12, total: 3 });
    await h.api().get('/api/getPost?per_page=0').expect(422);
    await h.api().get('/api/getPost?page[$gt]=1').expect(422);
  });

  it('shows an admin every post with its description', async () => {
    await update({ id: first.id, title: 'When to rewire your home', description: LONG, status: '0' }).expect(
      200,
    );
    const pub = await h.api().get('/api/getPost').expect(200);
    expect(pub.body.meta.total).toBe(2);
    const admin = await h.api().get('/api/getPost').set(bearer(h.admin)).expect(200);
    expect(admin.body.meta.total).toBe(3);
    expect(admin.body.data[2].description).toContain('<h2>');
  });

  it('answers a post by slug; inactive or unknown slugs are 404 for the public', async () => {
    await h.api().get(`/api/postbyslug?slug=${first.slug}`).expect(404);
    const admin = await h.api().get(`/api/postbyslug?slug=${first.slug}`).set(bearer(h.admin)).expect(200);
    expect(admin.body.data.status).toBe(0);
    const res = await h.api().get('/api/postbyslug?slug=when-to-rewire-your-home-2').expect(200);
    expect(res.body.data).toMatchObject({ title: 'When to rewire your home!', description: '<p>Again</p>' });
    await h.api().get('/api/postbyslug?slug=nope').expect(404);
    await h.api().get('/api/postbyslug').expect(422);
  });

  it('keeps the slug when the title changes unless a slug is sent', async () => {
    /** The first post under a new title, with `slug` when given. */
    const retitle = (slug?: string) =>
      update({
        id: first.id,
        title: 'A brand new title',
        description: '<p>x</p>',
        status: '1',
        ...(slug === undefined ? {} : { slug }),
      });
    const kept = await retitle().expect(200);
    expect(kept.body.data.slug).toBe(first.slug);
    const moved = await retitle('When to rewire your home 2').expect(200);
    expect(moved.body.data.slug).toBe('when-to-rewire-your-home-2-2');
    const own = await retitle('when-to-rewire-your-home-2-2').expect(200);
    expect(own.body.data.slug).toBe('when-to-rewire-your-home-2-2');
    const image = await update(
      { id: first.id, title: 'A', description: '<p>x</p>', status: '1' },
      Buffer.from(PNG),
    ).expect(200);
    expect(image.body.data.image).toBe(kept.body.data.image);
    await update({ id: UNKNOWN_ID, title: 'x', description: '<p>x</p>', status: '1' }).expect(404);
    const bad = await update({ id: first.id, title: 'x', description: '<p>x</p>', status: '7' }).expect(422);
    expect(bad.body.data.status).toBeDefined();
  });

  it('stores rich text sanitized: classic XSS vectors read back harmless', async () => {
    const res = await insert({
      title: 'XSS',
      description:
        '<p style="text-align:center;color:#ff0000">kept</p><a href="https://ok.example" target="_blank">ok</a>' +
        XSS_VECTORS.join('\n'),
    }).expect(201);
    const read = await h.api().get(`/api/postbyslug?slug=${res.body.data.slug}`).expect(200);
    const html = read.body.data.description as string;
    assertHarmless(html);
    expect(html).toContain('<p style="text-align:center;color:#ff0000">kept</p>');
    expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    for (const vector of XSS_VECTORS) {
      const one = await update({ id: res.body.data.id, title: 'XSS', description: vector, status: '1' });
      if (one.status === 200) assertHarmless(one.body.data.description);
      else expect(one.body.data).toEqual({ description: ['The description field is required.'] }); // sanitized to nothing
    }
  });

  it('deletes; unknown ids are 404; admin calls need the guard', async () => {
    await h.api().delete(`/api/admin/deletePost?id=${first.id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deletePost?id=${first.id}`).set(bearer(h.admin)).expect(404);
    await h.api().delete(`/api/admin/deletePost?id=${first.id}`).expect(401);
    await h.api().post('/api/admin/insertPost').set(bearer(h.nonAdmin)).field('title', 'x').expect(403);
  });

  it('stores the search texts and a social image, and keeps them when an update leaves them out', async () => {
    const req = h
      .api()
      .post('/api/admin/insertPost')
      .set(bearer(h.admin))
      .field('title', 'Smoke alarms')
      .field('description', '<p>Test them monthly.</p>')
      .field('seo_title', ' Smoke alarm rules for landlords ')
      .field('meta_description', 'What the law asks of a landlord.')
      .attach('image', PNG, 'post.png')
      .attach('social_image', PNG, 'share.png');
    const made = (await req.expect(201)).body.data;
    expect(made).toMatchObject({
      seo_title: 'Smoke alarm rules for landlords',
      meta_description: 'What the law asks of a landlord.',
      social_image: expect.stringMatching(/^\/media\/content\/[a-f0-9]{64}\.png$/),
    });
    await update({ id: made.id, title: 'Smoke alarms', description: '<p>Monthly.</p>', status: '1' }).expect(
      200,
    );
    const read = await h.api().get('/api/postbyslug?slug=smoke-alarms').expect(200);
    expect(read.body.data).toMatchObject({
      seo_title: 'Smoke alarm rules for landlords',
      meta_description: 'What the law asks of a landlord.',
      social_image: made.social_image,
    });
    const plain = await insert({ title: 'No extras', description: '<p>x</p>' }).expect(201);
    expect(plain.body.data).toMatchObject({ seo_title: '', meta_description: '', social_image: '' });
    const bad = await h
      .api()
      .post('/api/admin/insertPost')
      .set(bearer(h.admin))
      .field('title', 'Bad share picture')
      .field('description', '<p>x</p>')
      .attach('image', PNG, 'post.png')
      .attach('social_image', SVG, 'share.svg')
      .expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['social_image']);
  });
});
