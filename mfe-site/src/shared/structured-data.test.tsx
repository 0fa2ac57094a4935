import { screen, waitFor } from '@testing-library/react';
import { createSchemaValidator } from '@voltdesk/contracts';
import { landingWith, PUBLIC_URL, renderSite } from '../../test/render-site';
import * as demo from '../../test/fixtures';
import { articleSchema, electricianSchema } from '../../test/json-ld-schemas';
import { openingHoursOf } from './structured-data';

const ajv = createSchemaValidator({ schemas: 'views' }, [electricianSchema, articleSchema]);

/**
 * The page's JSON-LD once written with the public URL of /app-config.json (before it arrives the page's
 * origin stands in), checked against the shape search engines read.
 */
async function jsonLd(schemaId: string): Promise<Record<string, unknown>> {
  const script = await waitFor(() => {
    const el = document.head.querySelector('script[type="application/ld+json"]');
    if (!el?.textContent?.includes(PUBLIC_URL)) throw new Error('no JSON-LD with the public URL yet');
    return el;
  });
  const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
  const validate = ajv.getSchema(schemaId)!;
  expect({ valid: validate(data), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
  return data;
}

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('JSON-LD on the landing page', () => {
  it('describes the business as an Electrician from the setup', async () => {
    renderSite('/', {
      'GET landding': landingWith({ setup: { websiteLogo: { image: '/media/content/logo.png' } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Expert electricians for homes and businesses' });
    const data = await jsonLd('site.jsonLd.electrician');
    expect(data).toMatchObject({
      '@type': 'Electrician',
      name: 'Brightline Electrical',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/media/content/logo.png`,
      telephone: '020 7946 0321',
      email: 'hello@brightline.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Foundry Lane, London',
        postalCode: 'SE1 4AB',
        addressCountry: 'GB',
      },
      areaServed: 'London and the M25 area',
      // "24/7 emergency call-outs" in the right banner.
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
      sameAs: [
        'https://facebook.com/brightline',
        'https://instagram.com/brightline',
        'https://youtube.com/@brightline',
      ],
    });
    expect((data.contactPoint as Array<{ telephone: string }>).map((c) => c.telephone)).toEqual([
      '020 7946 0321',
      '07700 900 123',
    ]);
  });

  it('leaves out what the setup does not say, and stays valid', async () => {
    renderSite('/', {
      'GET landding': landingWith({
        setup: {
          websiteData: { title: 'Sparks Ltd', address: 'Unit 4, Mill Road' },
          rightBanner: { timeIconText: 'Friendly team' },
          socialLink: undefined,
          websiteLogo: undefined,
        },
      }),
    });
    const data = await jsonLd('site.jsonLd.electrician');
    expect(data).toMatchObject({ name: 'Sparks Ltd', address: { streetAddress: 'Unit 4, Mill Road' } });
    for (const key of ['telephone', 'email', 'logo', 'openingHoursSpecification', 'sameAs', 'contactPoint'])
      expect(data).not.toHaveProperty(key);
  });

  it('links the blog feed from the head', async () => {
    renderSite('/');
    await jsonLd('site.jsonLd.electrician');
    const rss = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(rss).toHaveAttribute('href', `${PUBLIC_URL}/rss.xml`);
    expect(rss).toHaveAttribute('title', 'Brightline Electrical blog');
  });
});

describe('a post in the head', () => {
  it('falls back to the title, the text and the picture, with an Article', async () => {
    renderSite('/details/post-1', { 'GET postbyslug': { body: { data: demo.post } } });
    await screen.findByRole('heading', { level: 1, name: demo.post.title });
    const data = await jsonLd('site.jsonLd.article');
    expect(data).toMatchObject({
      headline: demo.post.title,
      description:
        'Old fuse boards with rewireable fuses offer little protection. What to look for Scorch marks Frequent trips Call us for a free check.',
      image: [`${PUBLIC_URL}/media/content/post-1.svg`],
      datePublished: new Date(demo.post.written).toISOString(),
      url: `${PUBLIC_URL}/details/post-1`,
      publisher: { name: 'Brightline Electrical' },
    });
    expect(document.title).toBe(`${demo.post.title} | Brightline Electrical`);
    expect(metaContent('meta[property="og:image"]')).toBe(`${PUBLIC_URL}/media/content/post-1.svg`);
    expect(metaContent('meta[name="twitter:image"]')).toBe(`${PUBLIC_URL}/media/content/post-1.svg`);
    expect(metaContent('meta[property="og:type"]')).toBe('article');
  });

  it("uses the editor's SEO title, meta description and social image", async () => {
    const post = {
      ...demo.post,
      seo_title: 'Fuse board replacement: the signs',
      meta_description: 'Five signs your fuse board is due for replacement, and what it costs.',
      social_image: '/media/content/share.png',
    };
    renderSite('/details/post-1', { 'GET postbyslug': { body: { data: post } } });
    await screen.findByRole('heading', { level: 1, name: demo.post.title });
    const data = await jsonLd('site.jsonLd.article');
    expect(data).toMatchObject({
      headline: 'Fuse board replacement: the signs',
      description: post.meta_description,
      image: [`${PUBLIC_URL}/media/content/share.png`, `${PUBLIC_URL}/media/content/post-1.svg`],
    });
    await waitFor(() =>
      expect(document.title).toBe('Fuse board replacement: the signs | Brightline Electrical'),
    );
    expect(metaContent('meta[name="description"]')).toBe(post.meta_description);
    expect(metaContent('meta[property="og:title"]')).toBe(
      'Fuse board replacement: the signs | Brightline Electrical',
    );
    expect(metaContent('meta[property="og:description"]')).toBe(post.meta_description);
    expect(metaContent('meta[name="twitter:title"]')).toBe(
      'Fuse board replacement: the signs | Brightline Electrical',
    );
    expect(metaContent('meta[name="twitter:description"]')).toBe(post.meta_description);
    expect(metaContent('meta[property="og:image"]')).toBe(`${PUBLIC_URL}/media/content/share.png`);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${PUBLIC_URL}/details/post-1`,
    );
  });

  it('does not repeat the brand an SEO title already carries', async () => {
    const post = { ...demo.post, seo_title: 'Fuse board replacement | Brightline' };
    renderSite('/details/post-1', { 'GET postbyslug': { body: { data: post } } });
    await screen.findByRole('heading', { level: 1, name: demo.post.title });
    // Once the site's name is in (it is what the og:site_name says), neither title adds it.
    await waitFor(() => expect(metaContent('meta[property="og:site_name"]')).toBe('Brightline Electrical'));
    expect(document.title).toBe('Fuse board replacement | Brightline');
    expect(metaContent('meta[property="og:title"]')).toBe('Fuse board replacement | Brightline');
  });

  it('keeps a company text from closing the JSON-LD element', async () => {
    const post = { ...demo.post, title: 'Sockets </script><script>alert(1)</script>' };
    renderSite('/details/post-1', { 'GET postbyslug': { body: { data: post } } });
    const data = await jsonLd('site.jsonLd.article');
    expect(data.headline).toBe(post.title);
    expect(document.head.querySelector('script[type="application/ld+json"]')!.textContent).not.toContain('<');
  });
});

describe('openingHoursOf', () => {
  it.each([
    [
      'Mon-Sat 8am-6pm',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      '08:00',
      '18:00',
    ],
    [
      'Open Monday to Friday, 08:00 - 17:30',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      '08:00',
      '17:30',
    ],
    ['Sat-Sun 9.30am to 1pm', ['Saturday', 'Sunday'], '09:30', '13:00'],
    [
      'Available around the clock',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      '00:00',
      '23:59',
    ],
  ])('reads %j', (text, days, opens, closes) => {
    expect(openingHoursOf(text)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes },
    ]);
  });

  it.each(['Friendly team', 'Fri-Mon 8am-6pm', 'Mon-Fri 25am-6pm', 'Mon-Fri early till late', undefined])(
    'states nothing for %j',
    (text) => {
      expect(openingHoursOf(text)).toBeUndefined();
    },
  );
});
