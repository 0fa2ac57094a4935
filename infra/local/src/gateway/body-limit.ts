import type { IncomingMessage } from 'node:http';
import bytes from 'bytes';
import { JSON_LIMIT, MAX_FILES_BYTES, TOO_LARGE_MESSAGES } from '@voltdesk/service-kit';
import type { RouteDef } from '@voltdesk/contracts';

/**
 * The services' own body limits (service-kit's createApp: JSON up to JSON_LIMIT; multipart up to four files
 * of MAX_FILE_BYTES plus 1 MiB of fields), enforced at the gateway so an oversized body is refused before
 * a byte of it goes upstream. Multipart framing (boundaries, part headers) gets a little headroom.
 */
const JSON_BYTES = bytes.parse(JSON_LIMIT) ?? 1024 * 1024;

const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);
const MULTIPART_BYTES = MAX_FILES_BYTES + 1024 * 1024 + 64 * 1024;

/** Methods whose body the services never read: any body there is refused rather than carried along. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Largest body the route accepts for this request (0: none at all). Media and unknown paths take none. */
export function bodyLimit(route: RouteDef | undefined, method: string, contentType = ''): number {
  if (!route || BODYLESS.has(method)) return 0;
  return isMultipart(contentType) ? MULTIPART_BYTES : JSON_BYTES;
}

/** The 413's message for a body over `bodyLimit`: the services' words, with the limit that applies. */
export function tooLargeMessage(route: RouteDef | undefined, method: string, contentType = ''): string {
  if (bodyLimit(route, method, contentType) === 0) return TOO_LARGE_MESSAGES.none;
  return isMultipart(contentType) ? TOO_LARGE_MESSAGES.files : TOO_LARGE_MESSAGES.body(JSON_BYTES);
}

/**
 * Past this many times the limit (or 64 KiB, for routes that take no body) the rest of an oversized body is
 * not worth reading just to keep the connection open: the answer says `Connection: close` instead.
 */
const DRAIN_FACTOR = 4;
const drainLimit = (limit: number) => Math.max(limit, 64 * 1024) * DRAIN_FACTOR;

/**
 * `keepAlive`: whether the connection can carry another request after the 413, because the rest of the
 * body is (or will be) read off it. When it is not, the 413 must close the connection.
 */
export type BodyResult = { ok: true; body: Buffer | undefined } | { ok: false; keepAlive: boolean };

/** Whether the request carries a body at all (most do not: GETs). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) !== 0;
}

/**
 * Reads the whole request body into memory, up to `limit` bytes; resolves `{ ok: false }` for a body over
 * it, never holding more than `limit` bytes.
 *
 * A declared Content-Length over the limit is refused at once, unread: once the answer is sent Node reads
 * and discards the declared rest itself, so the connection stays usable (unless the rest is too large to be
 * worth it, see DRAIN_FACTOR). A chunked body announces no length, so it is read, and past the limit read
 * on and discarded up to the drain bound before the answer: a 413 sent halfway through would leave a
 * paused, half-read body on the connection (Node discards only a body nobody started reading), and the next
 * request on it would wait for the request timeout. Past the bound the reading stops and the answer closes
 * the connection, so an endless body costs at most the bound, not the request timeout of reading.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!hasBody(req)) return Promise.resolve({ ok: true, body: undefined });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, keepAlive: declared <= drainLimit(limit) });
  const bound = drainLimit(limit);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (chunks.length) chunks.length = 0; // over: nothing kept from here on
      if (received > bound) {
        cleanup();
        req.pause();
        resolve({ ok: false, keepAlive: false });
      }
    };
    const onEnd = () => {
      cleanup();
      if (received > limit) resolve({ ok: false, keepAlive: true });
      else resolve({ ok: true, body: received === 0 ? undefined : Buffer.concat(chunks, received) });
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
