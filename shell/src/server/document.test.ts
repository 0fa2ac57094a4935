import { composeDocument } from './document';
import type { RenderedPage } from './render-page';
import { siteAssetsOf } from './site-assets';

const template =
  '<!doctype html><html><head><title>Voltdesk</title><link href="/assets/main.1.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div><script defer src="/assets/main.2.js"></script></body></html>';

const page: RenderedPage = {
  status: 200,
  head: undefined,
  notFound: false,
  html: '<main><h1>Hello</h1></main>',
  state: { api: {} },
  siteTitle: 'Voltdesk Electrical',
  favicon: undefined,
};

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['chunks/routes.3.js'] }, css: { sync: ['chunks/routes.4.css'] } },
    },
  ],
};

describe('the server-rendered document', () => {
  const html = composeDocument(template, page, siteAssetsOf(manifest, '/remotes/site/mf-manifest.json'));
  const head = html.slice(0, html.indexOf('</head>'));

  it("links the shell's base styles and the site's stylesheet in its head, so its first paint is styled", () => {
    expect(head).toContain('<link href="/assets/main.1.css" rel="stylesheet">');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/site/chunks/routes.4.css" />');
  });

  it('names no script in its head: the app starts after the first paint, leaving the network to the page', () => {
    expect(head).not.toMatch(/<link[^>]+as="script"/);
    expect(head).not.toContain('remoteEntry.js');
    expect(html).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
  });
});

describe("the server-rendered document with the site's public-pages bundle", () => {
  const publicEntry = { js: ['public.5.js'], css: ['public.6.css'] };
  const assets = siteAssetsOf(manifest, '/remotes/site/mf-manifest.json', publicEntry);

  it("starts a site page from the site's bundle instead of the shell's entry", () => {
    const html = composeDocument(template, page, assets);
    expect(html).not.toContain('/assets/main.2.js');
    expect(html).toContain('<script defer src="/remotes/site/public/public.5.js"></script></body>');
    // The site's state block comes first: it is there when the deferred entry reads it.
    expect(html.indexOf('id="vd-state"')).toBeLessThan(html.indexOf('public.5.js'));
  });

  it("links the bundle's stylesheet (not the remote's) beside the shell's base styles", () => {
    const head = composeDocument(template, page, assets).split('</head>')[0]!;
    expect(head).toContain('<link href="/assets/main.1.css" rel="stylesheet">');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/site/public/public.6.css" />');
    expect(head).not.toContain('routes.4.css');
  });

  it("leaves the shell's 404 page (a path of no page) to the shell's entry", () => {
    const html = composeDocument(template, { ...page, notFound: true }, assets);
    expect(html).toContain('<script defer src="/assets/main.2.js"></script>');
    expect(html).not.toContain('public.5.js');
  });

  it("falls back to the shell's entry when the site has no public-pages bundle", () => {
    const html = composeDocument(template, page, siteAssetsOf(manifest, '/remotes/site/mf-manifest.json'));
    expect(html).toContain('<script defer src="/assets/main.2.js"></script>');
    expect(html).not.toContain('/public/');
  });
});
