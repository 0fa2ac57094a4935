import { documentTitle, jsonLdText, type PageHead } from '@voltdesk/app-core';
import { RENDERED_STATE_ID } from '../app/rendered-state';
import type { RenderedPage } from './render-page';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** A JSON data block's text: no `<` (nothing can close the element early) and no U+2028/2029 surprises. */
const jsonBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headTags(head: PageHead): string {
  return [
    ...head.meta.map((m) => `<meta ${m.kind}="${m.key}" content="${escapeHtml(m.value)}" data-site-head />`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-site-head />`,
    `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(head.rss.href)}" title="${escapeHtml(head.rss.title)}" data-site-head />`,
    ...(head.jsonLd
      ? [`<script type="application/ld+json" data-site-head>${jsonLdText(head.jsonLd)}</script>`]
      : []),
  ].join('');
}

/**
 * What the site brings to a rendered page, given by the caller: its stylesheet for the first paint and,
 * when the site has its public-pages bundle, that bundle's entry script, which then starts the page in
 * place of the shell's entry (docs/decisions/0015-public-pages-without-federation.md). Either entry script
 * is tiny and starts the app once the page has painted, so the page's own images, not scripts, get the
 * network first.
 */
export interface DocumentAssets {
  /** Stylesheet URLs the page needs before it paints (the site's CSS). */
  styles: readonly string[];
  /** The site's public-pages entry scripts; absent: the shell's entry (in the template) starts the page. */
  scripts?: readonly string[];
}

/** The template's own script elements (the shell's entry, as its build wrote them). */
const TEMPLATE_SCRIPTS = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

/**
 * The shell's index.html with the rendered page in it: title, description, canonical, social tags and
 * JSON-LD in `<head>` (marked as the site's head code marks them, so it takes them over), the markup in
 * `#root` and the store as a JSON data block (not a script: the Content-Security-Policy allows no inline
 * script, and a data block is never run).
 */
export function composeDocument(template: string, page: RenderedPage, assets: DocumentAssets): string {
  const title = page.head?.title ?? (page.notFound ? notFoundTitle(page.siteTitle) : page.siteTitle);
  const links = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('');
  const head = page.head
    ? headTags(page.head)
    : page.notFound
      ? '<meta name="robots" content="noindex" />'
      : '';
  // A site page starts from the site's own bundle; the shell's 404 page (a path of no page) from the shell.
  const siteScripts = !page.notFound && assets.scripts?.length ? assets.scripts : undefined;
  const scripts = (siteScripts ?? [])
    .map((src) => `<script defer src="${escapeHtml(src)}"></script>`)
    .join('');
  let html = siteScripts ? template.replace(TEMPLATE_SCRIPTS, '') : template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (page.favicon) {
    html = html.replace(/(<link rel="icon" id="vd-favicon" href=")[^"]*"/, `$1${escapeHtml(page.favicon)}"`);
  }
  return html
    .replace('</head>', `${head}${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonBlock(page.state)}</script>${scripts}</body>`,
    );
}

/** The shell's 404 page titles itself so (its `useDocumentTitle`). */
const notFoundTitle = (siteTitle: string | undefined) => documentTitle('Page not found', siteTitle);
