import {
  addBannerPage,
  addPage,
  addPost,
  addServicePage,
  PUBLIC_URL,
  useHarness,
} from '../test-support/harness';

const h = useHarness();

describe('sitemap.xml', () => {
  it('lists the static paths and every active page, post, service and banner page', async () => {
    await addPage(h, 'Terms & Conditions');
    await addPage(h, 'Draft', { hidden: true });
    await addPost(h, 'Fuse boxes');
    await addServicePage(h, 'Rewiring');
    await addBannerPage(h, 'Landlords');

    const res = await h.api().get('/api/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...['/', '/about', '/contact', '/blogs', '/services', '/charges'].map((p) => PUBLIC_URL + p),
      `${PUBLIC_URL}/service/rewiring`,
      `${PUBLIC_URL}/banner/landlords`,
      `${PUBLIC_URL}/details/fuse-boxes`,
      `${PUBLIC_URL}/p/terms-and-conditions`,
    ]);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('answers at the root path too, where search engines look for it', async () => {
    const res = await h.api().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.text).toContain('<urlset');
  });
});
