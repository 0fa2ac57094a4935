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

const insert = (body: object) => h.api().post('/api/admin/pageInsert').set(bearer(h.admin)).send(body);
const update = (body: object) => h.api().put('/api/admin/updatePage').set(bearer(h.admin)).send(body);

describe('free pages', () => {
  let privacy: { id: string; slug: string };

  it('inserts a page with a slug from its name', async () => {
    const res = await insert({
      name: 'Privacy Policy',
      description: '<h2>Your data</h2><p>We keep it safe.</p>',
    }).expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: 'Privacy Policy',
      slug: 'privacy-policy',
      description: '<h2>Your data</h2><p>We keep it safe.</p>',
      status: 1,
      seo_title: '',
      meta_description: '',
      social_image: '',
      // Published at once unless saved as a draft or scheduled.
      publication: 'published',
      publish_at: expect.any(String),
    });
    privacy = res.body.data;
    expect(
      (await insert({ name: 'Privacy policy', description: '<p>x</p>' }).expect(201)).body.data.slug,
    ).toBe('privacy-policy-2');
  });

  it('answers pagebyslug with id, name, description, status; unknown or inactive is 404', async () => {
    const res = await h.api().get('/api/pagebyslug?slug=privacy-policy').expect(200);
    expect(res.body).toEqual({
      data: {
        id: privacy.id,
        name: 'Privacy Policy',
        description: '<h2>Your data</h2><p>We keep it safe.</p>',
        status: 1,
        seo_title: '',
        meta_description: '',
        social_image: '',
      },
    });
    await h.api().get('/api/pagebyslug?slug=nothing-here').expect(404);
    await update({ id: privacy.id, name: 'Privacy', description: '<p>Changed</p>', status: 0 }).expect(200);
    await h.api().get('/api/pagebyslug?slug=privacy-policy').expect(404);
    // the CMS loads the update form by slug, inactive included
    const admin = await h.api().get('/api/pagebyslug?slug=privacy-policy').set(bearer(h.admin)).expect(200);
    expect(admin.body.data).toMatchObject({ name: 'Privacy', status: 0, slug: 'privacy-policy' });
  });

  it('lists every page for the admin', async () => {
    const res = await h.api().get('/api/admin/pages').set(bearer(h.admin)).expect(200);
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'privacy-policy',
      'privacy-policy-2',
    ]);
    await h.api().get('/api/admin/pages').expect(401);
  });

  it('validates, sanitizes, and refuses operator objects', async () => {
    const res = await insert({}).expect(422);
    expect(res.body.data).toEqual({
      name: ['The name field is required.'],
      description: ['The description field is required.'],
    });
    await insert({ name: 'x', description: { $ne: '' } }).expect(422);
    await update({ id: privacy.id, name: 'x', description: '<p>x</p>', status: 'on' }).expect(422);
    const xss = await insert({ name: 'Terms', description: XSS_VECTORS.join('') + '<p>Terms</p>' }).expect(
      201,
    );
    assertHarmless(xss.body.data.description);
    const onlyScript = await insert({ name: 'Empty', description: '<script>alert(1)</script>' }).expect(422);
    expect(onlyScript.body.data).toEqual({ description: ['The description field is required.'] });
  });

  it('updates keep the slug unless one is sent; delete; unknown 404', async () => {
    const moved = await update({
      id: privacy.id,
      name: 'Privacy',
      description: '<p>x</p>',
      status: 1,
      slug: 'our-privacy',
    }).expect(200);
    expect(moved.body.data.slug).toBe('our-privacy');
    await update({ id: UNKNOWN_ID, name: 'x', description: '<p>x</p>', status: 1 }).expect(404);
    await h.api().delete(`/api/admin/deletePage?id=${privacy.id}`).set(bearer(h.admin)).expect(200);
    await h.api().delete(`/api/admin/deletePage?id=${privacy.id}`).set(bearer(h.admin)).expect(404);
  });

  it('keeps the search texts trimmed, leaves them alone when an update omits them, and bounds them', async () => {
    const made = await insert({
      name: 'Careers',
      description: '<p>Join us</p>',
      seo_title: '  Electrician jobs in London  ',
      meta_description: 'Apprenticeships and qualified roles.',
    }).expect(201);
    expect(made.body.data).toMatchObject({
      seo_title: 'Electrician jobs in London',
      meta_description: 'Apprenticeships and qualified roles.',
    });
    await update({ id: made.body.data.id, name: 'Careers', description: '<p>Join</p>', status: 1 }).expect(
      200,
    );
    const read = await h.api().get('/api/pagebyslug?slug=careers').expect(200);
    expect(read.body.data).toMatchObject({
      seo_title: 'Electrician jobs in London',
      meta_description: 'Apprenticeships and qualified roles.',
    });
    const long = await insert({ name: 'x', description: '<p>x</p>', seo_title: 'x'.repeat(71) }).expect(422);
    expect(long.body.data.seo_title[0]).toMatch(/^The SEO title .*70 characters/);
    await insert({ name: 'x', description: '<p>x</p>', meta_description: 'x'.repeat(161) }).expect(422);
  });

  it('takes a social image as multipart, keeps it on a JSON update, and checks it by its bytes', async () => {
    const made = await h
      .api()
      .post('/api/admin/pageInsert')
      .set(bearer(h.admin))
      .field('name', 'Guarantee')
      .field('description', '<p>12 months</p>')
      .attach('social_image', PNG, 'share.png')
      .expect(201);
    expect(made.body.data.social_image).toMatch(/^\/media\/content\/[a-f0-9]{64}\.png$/);
    await update({
      id: made.body.data.id,
      name: 'Guarantee',
      description: '<p>1 year</p>',
      status: 1,
    }).expect(200);
    const read = await h.api().get('/api/pagebyslug?slug=guarantee').expect(200);
    expect(read.body.data.social_image).toBe(made.body.data.social_image);
    const bad = await h
      .api()
      .put('/api/admin/updatePage')
      .set(bearer(h.admin))
      .field('id', made.body.data.id)
      .field('name', 'Guarantee')
      .field('description', '<p>x</p>')
      .field('status', '1')
      .attach('social_image', SVG, 'share.svg')
      .expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['social_image']);
  });
});
