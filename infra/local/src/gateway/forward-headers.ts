import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Headers that describe one connection, not the message: never forwarded in either direction (RFC 9110 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];

/**
 * Request headers the gateway never passes on: hop-by-hop ones; `expect` (it has the whole body already, the
 * service never needs to be asked to continue); `content-length` (recomputed from the body it sends); and
 * what the gateway itself asserts about the client, which a client's own values must not pre-empt.
 */
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'expect',
  'content-length',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
  'x-real-ip',
  'x-request-id',
]);

/**
 * Answer headers the gateway does not relay: hop-by-hop ones (Node writes its own `Connection`), and the
 * request id, which the gateway answers itself. The service's `Content-Length` is kept: it is exact for
 * the bytes relayed.
 */
const NOT_RELAYED = new Set([...HOP_BY_HOP, 'x-request-id']);

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Headers as undici and Node's writeHead both take them: name, value, name, value (a name may repeat). */
export type FlatHeaders = string[];

export interface UpstreamHeaders {
  headers: FlatHeaders;
  requestId: string;
}

/**
 * The headers a service gets: the client's, minus the hop-by-hop ones (including those its `Connection`
 * names), with `X-Forwarded-For`/`-Proto`/`-Host` set by the gateway. A client's own forwarding headers
 * are believed only from a trusted proxy, and then its peer address is appended (the services read the
 * last entry). The request id is passed on when it looks like one, made otherwise.
 *
 * Built in one pass into a flat list: this runs for every proxied request, on the same cores as the services.
 */
export function upstreamHeaders(req: IncomingMessage, trusted: ReadonlySet<string>): UpstreamHeaders {
  const incoming = req.headers;
  const named = connectionTokens(incoming.connection);
  const headers: FlatHeaders = [];
  for (const name in incoming) {
    if (NOT_FORWARDED.has(name) || named?.has(name)) continue;
    push(headers, name, incoming[name]);
  }
  const peer = req.socket.remoteAddress ?? '';
  const fromTrusted = trusted.size > 0 && trusted.has(peer);
  const priorFor = fromTrusted ? headerText(incoming['x-forwarded-for']) : '';
  const priorProto = fromTrusted ? headerText(incoming['x-forwarded-proto']) : '';
  headers.push('x-forwarded-for', priorFor ? `${priorFor}, ${peer}` : peer);
  headers.push('x-forwarded-proto', priorProto || 'http');
  if (incoming.host) headers.push('x-forwarded-host', incoming.host);
  const given = headerText(incoming['x-request-id']);
  const requestId = REQUEST_ID.test(given) ? given : randomUUID();
  headers.push('x-request-id', requestId);
  return { headers, requestId };
}

/** The headers a client gets from a service's answer, plus the request id. */
export function clientHeaders(
  upstream: Record<string, string | string[] | undefined>,
  requestId: string,
): FlatHeaders {
  const named = connectionTokens(upstream.connection);
  const headers: FlatHeaders = [];
  for (const name in upstream) {
    if (NOT_RELAYED.has(name) || named?.has(name)) continue;
    push(headers, name, upstream[name]);
  }
  headers.push('x-request-id', requestId);
  return headers;
}

function push(headers: FlatHeaders, name: string, value: string | string[] | undefined): void {
  if (typeof value === 'string') headers.push(name, value);
  else if (value) for (const each of value) headers.push(name, each);
}

/** Headers a sender listed in `Connection` are hop-by-hop too (undefined: it named none). */
function connectionTokens(value: IncomingHttpHeaders['connection'] | string[]): Set<string> | undefined {
  const text = headerText(value).toLowerCase();
  // The usual values name no header that could be forwarded anyway.
  if (text === '' || text === 'keep-alive' || text === 'close') return undefined;
  return new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  );
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}
