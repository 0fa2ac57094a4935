import type { IncomingMessage } from 'node:http';
import bytes from 'bytes';
import { JSON_LIMIT, MAX_FILE_BYTES } from '@voltdesk/service-kit';
import type { RouteDef } from '@voltdesk/contracts';

/**
 * The services' own body limits (service-kit's createApp: JSON up to JSON_LIMIT; multipart up to four files
 * of MAX_FILE_BYTES plus 1 MiB of fields), enforced at the gateway so an oversized body is refused before
 * a byte of it goes upstream. Multipart framing (boundaries, part headers) gets a little headroom.
 */
const JSON_BYTES = bytes.parse(JSON_LIMIT) ?? 1024 * 1024;
const MULTIPART_BYTES = 4 * MAX_FILE_BYTES + 1024 * 1024 + 64 * 1024;

/** Methods whose body the services never read: any body there is refused rather than carried along. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Largest body the route accepts for this request (0: none at all). Media and unknown paths take none. */
export function bodyLimit(route: RouteDef | undefined, method: string, contentType = ''): number {
  if (!route || BODYLESS.has(method)) return 0;
  return /^multipart\/form-data\b/i.test(contentType) ? MULTIPART_BYTES : JSON_BYTES;
}

/**
 * Past this many times the limit the rest of an oversized body is not worth reading just to keep the
 * connection open: the answer says `Connection: close` instead.
 */
export const DRAIN_FACTOR = 4;

export type BodyResult = { ok: true; body: Buffer | undefined } | { ok: false; declared: number };

/** Whether the request carries a body at all (most do not: GETs). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) !== 0;
}

/**
 * Reads the whole request body into memory, up to `limit` bytes. Resolves `{ ok: false }` as soon as the
 * declared or received length passes the limit, with the rest of the body left unread (Node discards it
 * once the answer is sent, which keeps a keep-alive connection usable).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!hasBody(req)) return Promise.resolve({ ok: true, body: undefined });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve({ ok: false, declared });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        resolve({ ok: false, declared: received });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ ok: true, body: received === 0 ? undefined : Buffer.concat(chunks, received) });
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
