import { LANDING_KEY, useHarness } from '../test-support/harness';
import { seedContent } from './seed';

const h = useHarness();

describe('demo seed', () => {
  it('fills a believable site and is idempotent', async () => {
    const first = await seedContent(h.services, h.models);
    expect(first.created).toMatchObject({
      'service pages': 6,
      'banner pages': 3,
      posts: 5,
      pages: 2,
      charges: 7,
    });
    const again = await seedContent(h.services, h.models);
    expect(again.created).toEqual({});

    const landing = await h.api().get('/api/landding').set('key', LANDING_KEY).expect(200);
    const { data } = landing.body;
    expect(data.singleSetups.websiteData.title).toBe('Voltdesk Electrical');
    expect(data.singleSetups.unpiadInvoice).toBeUndefined();
    expect(data.singleSetups.websiteLogo).toBeUndefined(); // the header shows the company name instead
    expect(data.singleSetups.sliderImage.image).toMatch(/^\/media\/content\/.+\.png$/);
    const services = data.navbars.find((n: { name: string }) => n.name === 'Services');
    expect(services.children).toHaveLength(6);
    expect(data.charge).toContainEqual({
      id: expect.any(String),
      service: 'Call-out (first hour)',
      rate: '£85',
    });
    await h.api().get(data.singleSetups.sliderImage.image).expect(200);

    const blog = await h.api().get('/api/getPost').expect(200);
    expect(blog.body.data[0].title).toBe('Winter electrical safety checklist');
    expect(blog.body.meta.total).toBe(5);
    const svc = await h.api().get('/api/services').expect(200);
    expect(svc.body.data).toHaveLength(6);
    await h.api().get('/api/pagebyslug?slug=privacy-policy').expect(200);
    await h.api().get(`/api/service_get_by_slug?slug=${svc.body.data[0].slug}`).expect(200);
    expect(await h.models.setups.countDocuments({ _pending: true })).toBeGreaterThan(0);
  });
});
