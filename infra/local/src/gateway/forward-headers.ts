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

/**
 * Request ids the gateway makes: a random prefix drawn once per process and a counter, laid out like a UUID.
 * An id only has to be unique, so that the log lines of one request can be found across the services; a
 * client may send any id it likes anyway, so nothing relies on an id being unguessable, and a counter spares
 * a random draw and its formatting on every request.
 */
const ID_PREFIX = randomUUID().slice(0, 24);
let idCounter = 0;
export function newRequestId(): string {
  idCounter = (idCounter + 1) % 2 ** 48;
  return ID_PREFIX + idCounter.toString(16).padStart(12, '0');
}

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
  const requestId = given !== '' && REQUEST_ID.test(given) ? given : newRequestId();
  headers.push('x-request-id', requestId);
  return { headers, requestId };
}

/**
 * The headers a client gets from a service's answer (as undici's parser gives them: name, value, ... as
 * bytes), minus the hop-by-hop ones, plus the request id. Names are passed on lower-cased.
 */
export function clientHeaders(raw: ReadonlyArray<Buffer | string>, requestId: string): FlatHeaders {
  const headers: FlatHeaders = [];
  let named: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = latin1(raw[i]!).toLowerCase();
    if (NOT_RELAYED.has(name)) {
      if (name === 'connection') named = connectionTokens(latin1(raw[i + 1]!), named);
      continue;
    }
    headers.push(name, latin1(raw[i + 1]!));
  }
  headers.push('x-request-id', requestId);
  return named ? withoutNamed(headers, named) : headers;
}

/** Header bytes as Node's HTTP parser reads them (latin1: every byte one character, none lost). */
function latin1(value: Buffer | string): string {
  return typeof value === 'string' ? value : value.toString('latin1');
}

/** The list without the headers `named` lists (the rare answer whose Connection names a header). */
function withoutNamed(headers: FlatHeaders, named: ReadonlySet<string>): FlatHeaders {
  const kept: FlatHeaders = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (!named.has(headers[i]!)) kept.push(headers[i]!, headers[i + 1]!);
  }
  return kept;
}

function push(headers: FlatHeaders, name: string, value: string | string[] | undefined): void {
  if (typeof value === 'string') headers.push(name, value);
  else if (value) for (const each of value) headers.push(name, each);
}

/**
 * Headers a sender listed in `Connection` are hop-by-hop too: added to `into` (undefined while none is
 * named; a message may carry several Connection headers).
 */
function connectionTokens(
  value: IncomingHttpHeaders['connection'] | string[],
  into?: Set<string>,
): Set<string> | undefined {
  const text = headerText(value).toLowerCase();
  // The usual values name no header that could be forwarded anyway.
  if (text === '' || text === 'keep-alive' || text === 'close') return into;
  const named = into ?? new Set<string>();
  for (const token of text.split(',')) if (token.trim()) named.add(token.trim());
  return named;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}
