import { publicPages, shellPagePrefixes, slugField } from '@voltdesk/contracts';
import { portOf, RENDER_PORT, serviceUnit } from './units';

/** A slug as svc-content stores it (the contract's pattern without its anchors): `[A-Za-z0-9 _-]+`. */
const SLUG = slugField.pattern.replace(/^\^/, '').replace(/\$$/, '');

/** nginx regexes use PCRE; the page paths hold only letters, digits, `-` and `/` besides the slug. */
const pathRegex = (path: string): string => {
  if (path === '/') return '^/$';
  const [head, param] = path.split('/:');
  return param ? `^/${head}/${SLUG}/?$` : `^/${path}/?$`;
};

/**
 * The `map` of nginx-spa.conf that says what the site has at a path (decision 0009), from the contracts'
 * public page list and the shell's own screens, as the local gateway decides it (page-status.ts there).
 */
export function nginxPageMap(): string {
  const shell = shellPagePrefixes.map((p) => p.slice(1)).join('|');
  const rows = [
    // Never server-rendered: the shell's screens keep the plain index.html (nginx-spa.conf's @page).
    `"~^/(${shell})(/.*)?$" screen;`,
    ...publicPages.map((page) => `"~${pathRegex(page.path)}" ${'slugOf' in page ? 'record' : 'page'};`),
  ];
  return ['map $uri $voltdesk_page {', '    default missing;', ...rows.map((r) => `    ${r}`), '}'].join(
    '\n',
  );
}

/** svc-content's Service inside the namespace, which the shell's nginx asks about record pages. */
export function contentUrl(): string {
  const content = serviceUnit('content');
  return `http://${content.name}:${portOf(content)}`;
}

/** The render server on the pod's loopback, which the shell's nginx asks for every public page. */
export const renderUrl = (): string => `http://127.0.0.1:${RENDER_PORT}`;
