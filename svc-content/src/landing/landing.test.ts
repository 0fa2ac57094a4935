import { createSchemaValidator } from '@voltdesk/contracts';
import { bearer, LANDING_KEY, useHarness } from '../test-support/harness';

const h = useHarness();

const save = (fields: Record<string, string>) => {
  const req = h.api().post('/api/admin/createSingleSetup').set(bearer(h.admin));
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
};

/** An admin's call to svc-content with a JSON body. */
const admin = (method: 'post' | 'put', call: string, body: object) =>
  h.api()[method](`/api/admin/${call}`).set(bearer(h.admin)).send(body);

describe('landing data', () => {
  const landing = () => h.api().get('/api/landding').set('key', LANDING_KEY);

  it('needs the key header', async () => {
    await h.api().get('/api/landding').expect(401, { message: 'Unauthenticated.' });
    await h.api().get('/api/landding').set('key', 'wrong').expect(401, { message: 'Unauthenticated.' });
  });

  it('answers active records only, navbars as a tree, with an ETag and 304', async () => {
    const top = await admin('post', 'insertNavbar', { name: 'Services', priority: 2 }).expect(201);
    await admin('post', 'insertNavbar', { name: 'Home', link: '/', priority: 1 }).expect(201);
    const underServices = (name: string, link: string, priority: number) =>
      admin('post', 'insertNavbar', { name, link, priority, parentid: top.body.data.id }).expect(201);
    await underServices('EV chargers', '/service/ev', 5);
    await underServices('Rewiring', '/service/rewire', 1);
    await admin('post', 'insertTestimonial', { name: 'Ann', text: 'Great' }).expect(201);
    const hidden = await admin('post', 'insertTestimonial', { name: 'Bob', text: 'Hidden' }).expect(201);
    await admin('put', 'updateTestimonial', {
      id: hidden.body.data.id,
      name: 'Bob',
      text: 'Hidden',
      status: 0,
    }).expect(200);
    await admin('post', 'insertCharge', { service: 'Call-out', rate: '£85' }).expect(201);

    const res = await landing().expect(200);
    const { data } = res.body;
    expect(Object.keys(data).sort()).toEqual([
      'cards',
      'charge',
      'images',
      'navbars',
      'singleSetups',
      'testimonials',
    ]);
    expect(data.singleSetups.unpiadInvoice).toBeUndefined();
    expect(data.testimonials).toEqual([{ id: expect.any(String), name: 'Ann', text: 'Great' }]);
    expect(data.charge).toEqual([{ id: expect.any(String), service: 'Call-out', rate: '£85' }]);
    expect(data.navbars.map((n: { name: string }) => n.name)).toEqual(['Home', 'Services']);
    expect(data.navbars[1].children.map((n: { name: string }) => n.name)).toEqual([
      'Rewiring',
      'EV chargers',
    ]);
    // The handler writes this body itself, so the contract check of registerEndpoints does not see it.
    const matchesView = createSchemaValidator({ schemas: 'views' }).compile({
      $ref: 'content.views.landing',
    });
    expect(matchesView(data) ? [] : matchesView.errors).toEqual([]);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    await landing().set('If-None-Match', etag).expect(304);
  });

  it('is served from the cache until a content write, which invalidates it', async () => {
    const first = await landing().expect(200);
    // A change behind the service's back is not seen: the answer comes from the cache.
    await h.models.charges.create({ service: 'Sneaky', rate: '£1' });
    const cached = await landing().expect(200);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.body.data.charge.map((c: { service: string }) => c.service)).not.toContain('Sneaky');
    // Any write through the API empties it.
    await save({ key: 'newsLetter', title: 'Fresh', description: 'Fresh' }).expect(200);
    const fresh = await landing().expect(200);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(fresh.body.data.singleSetups.newsLetter.title).toBe('Fresh');
    expect(fresh.body.data.charge.map((c: { service: string }) => c.service)).toContain('Sneaky');
    await landing()
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    // invalidate() is what a setup event from another replica triggers
    await h.models.charges.create({ service: 'From replica', rate: '£2' });
    h.services.landing.invalidate();
    const replica = await landing().expect(200);
    expect(replica.body.data.charge.map((c: { service: string }) => c.service)).toContain('From replica');
  });
});
