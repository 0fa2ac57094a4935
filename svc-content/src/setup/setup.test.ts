import { bearer, GIF, ICO, PNG, useHarness, SVG } from '../test-support/harness';
import { readTopic } from '@voltdesk/service-kit/testing';

const h = useHarness({ kafka: true });

const save = (fields: Record<string, string>, image?: Buffer, token = h.admin) => {
  const req = h.api().post('/api/admin/createSingleSetup').set(bearer(token));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (image) req.attach('image', image, 'upload.bin');
  return req;
};

describe('setup entries', () => {
  it('upserts a key and answers the saved value', async () => {
    const res = await save({
      key: 'newsLetter',
      title: 'Stay in the loop',
      description: 'Tips monthly',
    }).expect(200);
    expect(res.body).toEqual({
      data: { newsLetter: { title: 'Stay in the loop', description: 'Tips monthly' } },
      message: 'Data updated successfully!',
    });
    await save({ key: 'newsLetter', title: 'Updated', description: 'Again' }).expect(200);
    expect(await h.models.setups.countDocuments({ key: 'newsLetter' })).toBe(1);
    const all = await h.api().get('/api/getSingleSetup').expect(200);
    expect(all.body.data.newsLetter).toEqual({ title: 'Updated', description: 'Again' });
  });

  it('refuses an unknown or missing key', async () => {
    const res = await save({ key: 'hackerKey', title: 'x' }).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { key: ['The selected key is invalid.'] },
    });
    await save({ title: 'x' }).expect(422);
  });

  it('validates each key with its own schema and changes nothing on failure', async () => {
    const res = await save({ key: 'rightBanner', title: 'Only a title' }).expect(422);
    expect(Object.keys(res.body.data)).toEqual(
      expect.arrayContaining([
        'special_title',
        'description',
        'link',
        'timeIconText',
        'serviceIconText',
        'batchIconText',
      ]),
    );
    const badTime = await save({ key: 'unpiadInvoice', email: 'ops@example.com', time: '0' }).expect(422);
    expect(badTime.body.data.time).toEqual(['The time must be at least 1.']);
    await save({ key: 'unpiadInvoice', email: 'ops@example.com', time: '10081' }).expect(422);
    await save({ key: 'unpiadInvoice', email: 'ops@example.com', time: '2.5' }).expect(422);
    const badMail = await save({ key: 'unpiadInvoice', email: 'nope', time: '10' }).expect(422);
    expect(badMail.body.data.email).toEqual(['The email must be a valid email address.']);
    await save({ key: 'unpiadInvoice', email: 'ops@example.com', time: '10', extra: 'x' }).expect(422);
    expect(await h.models.setups.countDocuments({ key: { $in: ['rightBanner', 'unpiadInvoice'] } })).toBe(0);
  });

  it('accepts only Google Maps embed URLs and http(s) social links', async () => {
    for (const bad of [
      'https://evil.example/maps/embed?x',
      'javascript:alert(1)',
      'http://www.google.com/maps/embed?pb=1',
    ]) {
      const res = await save({ key: 'websiteData', title: 'Voltdesk', google_map: bad }).expect(422);
      expect(res.body.data.google_map).toBeDefined();
    }
    await save({
      key: 'websiteData',
      title: 'Voltdesk',
      google_map: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
      email: 'hello@voltdesk.test',
    }).expect(200);
    const social = await save({ key: 'socialLink', facebook: 'javascript:alert(1)' }).expect(422);
    expect(social.body.data.facebook).toEqual(['The facebook format is invalid.']);
    await save({ key: 'socialLink', facebook: 'https://facebook.com/voltdesk', twitter: '' }).expect(200);
  });

  it('stores images checked by their bytes; an image key needs a file until one is stored', async () => {
    const missing = await save({ key: 'websiteLogo' }).expect(422);
    expect(missing.body.data).toEqual({ image: ['The image field is required.'] });
    const svg = await save({ key: 'websiteLogo' }, SVG).expect(422);
    expect(svg.body.data.image[0]).toMatch(/must be a file of type/);
    const ok = await save({ key: 'websiteLogo' }, PNG).expect(200);
    const url = ok.body.data.websiteLogo.image as string;
    expect(url).toMatch(/^\/media\/content\/[a-f0-9]{64}\.png$/);
    const img = await h.api().get(url).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    // title+image keys keep the stored image when none is sent
    await save({ key: 'contactData', title: 'Get in touch' }).expect(422);
    await save({ key: 'contactData', title: 'Get in touch' }, GIF).expect(200);
    const again = await save({ key: 'contactData', title: 'Talk to us' }).expect(200);
    expect(again.body.data.contactData.image).toMatch(/\.gif$/);
    await save({ key: 'favicon' }, ICO).expect(200);
  });

  it('answers bankInfo with both spellings of the sort code', async () => {
    const res = await save({
      key: 'bankInfo',
      holder_name: 'Voltdesk Ltd',
      ac_no: '12345678',
      sort_name: '20-00-00',
      bank_name: 'Barclays',
    }).expect(200);
    expect(res.body.data.bankInfo).toEqual({
      holder_name: 'Voltdesk Ltd',
      ac_no: '12345678',
      sort_code: '20-00-00',
      sort_name: '20-00-00',
      bank_name: 'Barclays',
    });
  });

  it('leaves private keys out of the public answer; an admin gets them', async () => {
    await save({ key: 'unpiadInvoice', email: 'ops@example.com', time: '10' }).expect(200);
    const pub = await h.api().get('/api/getSingleSetup').expect(200);
    expect(pub.body.data.unpiadInvoice).toBeUndefined();
    expect(pub.body.data.newsLetter).toBeDefined();
    const bad = await h.api().get('/api/getSingleSetup').set(bearer('not.a.token')).expect(200);
    expect(bad.body.data.unpiadInvoice).toBeUndefined();
    const other = await h.api().get('/api/getSingleSetup').set(bearer(h.nonAdmin)).expect(200);
    expect(other.body.data.unpiadInvoice).toBeUndefined();
    const admin = await h.api().get('/api/getSingleSetup').set(bearer(h.admin)).expect(200);
    expect(admin.body.data.unpiadInvoice).toEqual({ email: 'ops@example.com', time: 10 });
  });

  it('needs an admin token', async () => {
    await h
      .api()
      .post('/api/admin/createSingleSetup')
      .field('key', 'newsLetter')
      .expect(401, { message: 'Unauthenticated.' });
    await save({ key: 'newsLetter', title: 'x', description: 'y' }, undefined, h.nonAdmin).expect(403);
  });

  it('refuses operator objects', async () => {
    const res = await h
      .api()
      .post('/api/admin/createSingleSetup')
      .set(bearer(h.admin))
      .send({ key: 'newsLetter', title: { $ne: '' }, description: 'x' })
      .expect(422);
    expect(res.body.data.title).toEqual(['The title must be a string.']);
    await h
      .api()
      .post('/api/admin/createSingleSetup')
      .set(bearer(h.admin))
      .send({ key: { $ne: '' } })
      .expect(422);
  });

  it('emits setup.changed for every change', async () => {
    await save({ key: 'mainBanner', title: 'Certified electricians', description: 'Across London' }).expect(
      200,
    );
    const [event] = await readTopic(
      h.kafka,
      'content.setup.v1',
      (e) => e.type === 'setup.changed' && e.data.key === 'mainBanner',
    );
    expect(event).toMatchObject({
      source: 'svc-content',
      subject: 'mainBanner',
      data: { key: 'mainBanner', value: { title: 'Certified electricians', description: 'Across London' } },
    });
  });
});

describe('admin/updateSiteData', () => {
  it('updates websiteData, websiteLogo and favicon in one call', async () => {
    const res = await h
      .api()
      .post('/api/admin/updateSiteData')
      .set(bearer(h.admin))
      .field('title', 'Voltdesk Electrical')
      .field('phone', '020 7946 0000')
      .field('email', 'office@voltdesk.test')
      .field('address', '1 High St')
      .field('map', 'https://www.google.com/maps/embed?pb=abc')
      .attach('logo', PNG, 'logo.png')
      .attach('favicon', ICO, 'favicon.ico')
      .expect(200);
    expect(res.body.message).toBe('Data updated successfully!');
    expect(res.body.data.websiteData).toMatchObject({
      title: 'Voltdesk Electrical',
      phone: '020 7946 0000',
      email: 'office@voltdesk.test',
      address: '1 High St',
      google_map: 'https://www.google.com/maps/embed?pb=abc',
    });
    expect(res.body.data.websiteLogo.image).toMatch(/\.png$/);
    expect(res.body.data.favicon.image).toMatch(/\.ico$/);
    await readTopic(
      h.kafka,
      'content.setup.v1',
      (e) => e.type === 'setup.changed' && e.data.key === 'favicon',
    );
  });

  it('refuses a bad map, a missing title or a logo that is not an image, changing nothing', async () => {
    const before = await h.api().get('/api/getSingleSetup').set(bearer(h.admin));
    const map = await h
      .api()
      .post('/api/admin/updateSiteData')
      .set(bearer(h.admin))
      .field('title', 'X')
      .field('map', 'https://evil.test')
      .expect(422);
    expect(map.body.data.map).toBeDefined();
    const title = await h
      .api()
      .post('/api/admin/updateSiteData')
      .set(bearer(h.admin))
      .field('phone', '1')
      .expect(422);
    expect(title.body.data.title).toEqual(['The title field is required.']);
    const logo = await h
      .api()
      .post('/api/admin/updateSiteData')
      .set(bearer(h.admin))
      .field('title', 'X')
      .attach('logo', SVG, 'l.png')
      .expect(422);
    expect(logo.body.data.logo).toBeDefined();
    const after = await h.api().get('/api/getSingleSetup').set(bearer(h.admin));
    expect(after.body).toEqual(before.body);
  });
});
