/**
 * The built shell and site remote behind the local gateway (infra/local/src/preview.ts: the same static
 * serving, gzip and cache headers as `npm start`), with svc-content's public answers mocked from
 * test/fixtures.ts (and svc-pos's for a demo customer's links and portal, test/customer-fixtures.ts) and
 * placeholder pictures under /media/content/. Used by bench-site.ts and screenshots.ts;
 * only ever listens on 127.0.0.1.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { matchPublicPage, type PublicRecordKind } from '@voltdesk/contracts';
// A script of this repository, not a package dependency: the bench measures what the gateway serves.
import {
  buildFrontEnds,
  CHROMIUM_ARGS,
  chromiumPath,
  startPreviewGateway,
  type Preview,
} from '@voltdesk/local/preview';
import * as customer from '../test/customer-fixtures';
import * as demo from '../test/fixtures';

export { CHROMIUM_ARGS, chromiumPath };
export const siteDir = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(siteDir, '..');

/** Production builds of the site remote and the shell (their dist folders), unless SKIP_BUILD=1. */
export function buildAll(): void {
  buildFrontEnds(['mfe-site', 'shell']);
}

const PALETTES = [
  ['#0b1f3a', '#1d3a66'],
  ['#122a4d', '#2b5c9e'],
  ['#1d3a66', '#0b1f3a'],
];

/** A placeholder "photo": a navy gradient with a yellow bolt and soft shapes, any size. */
function picture(name: string): string {
  if (name.startsWith('qr')) {
    const cells = Array.from({ length: 81 }, (_, i) =>
      (i * 7 + (i % 5)) % 3 === 0
        ? `<rect x="${(i % 9) * 10 + 5}" y="${Math.floor(i / 9) * 10 + 5}" width="10" height="10"/>`
        : '',
    ).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff"/><g fill="#0b1f3a">${cells}<rect x="5" y="5" width="25" height="25"/><rect x="70" y="5" width="25" height="25"/><rect x="5" y="70" width="25" height="25"/></g></svg>`;
  }
  const seed = [...name].reduce((n, c) => n + c.charCodeAt(0), 0);
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  const cx = 200 + (seed % 7) * 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="${cx}" cy="${300 + (seed % 5) * 60}" r="${260 + (seed % 4) * 40}" fill="#ffc629" opacity="0.12"/>
<circle cx="${1600 - cx}" cy="700" r="220" fill="#ffffff" opacity="0.06"/>
<path d="M${860 + (seed % 3) * 40} 180 560 500h200l-60 240 340-360H840z" fill="#ffc629" opacity="0.9"/>
</svg>`;
}

type Reply = { status: number; body: unknown };

/** The public read of each kind of record a page's slug names. */
const RECORD_READS: Record<PublicRecordKind, string> = {
  post: 'postbyslug',
  page: 'pagebyslug',
  servicePage: 'service_get_by_slug',
  bannerPage: 'get_by_slug',
};

function api(pathname: string, url: URL, req: IncomingMessage): Reply {
  const slug = url.searchParams.get('slug');
  switch (pathname) {
    case 'landding':
      return req.headers.key === demo.LANDING_KEY
        ? { status: 200, body: { data: demo.landing } }
        : { status: 401, body: { message: 'Unauthenticated.' } };
    case 'getSingleSetup':
      return { status: 200, body: { data: demo.setup } };
    case 'getPost': {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 9);
      return {
        status: 200,
        body: {
          data: demo.posts.slice((page - 1) * perPage, page * perPage),
          meta: { page, per_page: perPage, total: demo.posts.length },
        },
      };
    }
    case 'postbyslug': {
      const p = demo.posts.find((x) => x.slug === slug);
      return p
        ? { status: 200, body: { data: { ...demo.post, ...p, description: demo.post.description } } }
        : notFound();
    }
    case 'services':
      return { status: 200, body: { data: demo.services } };
    case 'service_get_by_slug': {
      const s = demo.services.find((x) => x.slug === slug);
      return s ? { status: 200, body: { data: { ...demo.servicePage, ...s } } } : notFound();
    }
    case 'get_by_slug':
      return slug === demo.bannerPage.slug ? { status: 200, body: { data: demo.bannerPage } } : notFound();
    case 'pagebyslug':
      return slug === demo.freePage.slug ? { status: 200, body: { data: demo.freePage } } : notFound();
    case 'public_page': {
      // As svc-content answers it (decision 0009): a route of the page list, and its record if it names one.
      const page = url.searchParams.get('path') ?? '';
      const match = matchPublicPage(page);
      if (!match) return notFound();
      if (match.slug !== undefined) {
        const read = RECORD_READS[match.page.slugOf];
        const found = api(
          read,
          new URL(`http://localhost/?${new URLSearchParams({ slug: match.slug })}`),
          req,
        );
        if (found.status !== 200) return notFound();
      }
      return { status: 200, body: { data: { path: page } } };
    }
    // svc-pos's public answers for a demo customer's links and portal (any other token is a dead link).
    case 'customerDocument': {
      const token = url.searchParams.get('token');
      if (token === customer.QUOTE_TOKEN) return { status: 200, body: { data: customer.openQuote } };
      if (token === customer.INVOICE_TOKEN) return { status: 200, body: { data: customer.unpaidInvoice } };
      return notFound();
    }
    case 'onlinePaymentStatus':
      return { status: 200, body: { data: { enabled: true, due: 700, paid_online: 0 } } };
    case 'portal/account':
      return { status: 200, body: { data: customer.portalAccount } };
    case 'insertNewsLetter':
      return { status: 200, body: { message: 'Thanks for subscribe.' } };
    case 'insertContact':
      return { status: 200, body: { message: 'Message sent successfully.' } };
    default:
      return notFound();
  }
}

function notFound(): Reply {
  return { status: 404, body: { message: 'Not Found' } };
}

function send(res: ServerResponse, status: number, body: string, type: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** The mocked svc-content: its public API and its media. */
function mockContent(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { pathname } = url;
  if (pathname.startsWith('/api/')) {
    const reply = api(pathname.slice(5), url, req);
    return send(res, reply.status, JSON.stringify(reply.body), 'application/json');
  }
  if (pathname.startsWith('/media/content/'))
    return send(res, 200, picture(path.basename(pathname, '.svg')), 'image/svg+xml');
  return send(res, 404, JSON.stringify({ message: 'Not Found' }), 'application/json');
}

export function startPreview(): Promise<Preview> {
  return startPreviewGateway(mockContent, { landingKey: demo.LANDING_KEY });
}
