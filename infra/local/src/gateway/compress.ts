import { hash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FlatHeaders } from './forward-headers';

/**
 * Compression of the services' answers, done in the relay: the same choices the `compression` middleware
 * makes for the static files (brotli at quality 4, then gzip, then deflate, as the client's Accept-Encoding
 * allows; compressible types only, 1 KiB and up, never over `Cache-Control: no-transform` or an answer that
 * is already encoded), plus a memo of compressed bodies.
 *
 * The memo is keyed by a SHA-256 of the uncompressed body (and the coding), not by URL or ETag: compressing
 * is a pure function of the bytes, so an answer can only ever get the compression of exactly its own bytes,
 * whatever the service's validators say and whoever asked. The landing answer, which every visitor's
 * browser fetches (with Accept-Encoding) and which changes only when the content does, is compressed once
 * instead of on every request; the hash costs a few microseconds where compressing cost a few hundred.
 */
export type Coding = 'br' | 'gzip' | 'deflate';

/** Answers smaller than this are sent as they are (the middleware's default threshold). */
export const THRESHOLD = 1024;
/**
 * Answers up to this size are gathered whole, compressed (or found in the memo) and sent with a
 * Content-Length; larger ones, and those of unknown length, are compressed as they stream. 64 pooled
 * connections per service bound what is held at once.
 */
export const MAX_GATHERED = 256 * 1024;
const MEMO_BYTES = 8 * 1024 * 1024;
const MEMO_ENTRIES = 2_000;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'deflate'];

/** Accept-Encoding values seen and what they chose: browsers send a handful of distinct values. */
const negotiated = new Map<string, Coding | 'identity'>();

/** The coding an Accept-Encoding asks for (undefined: send it as it is). */
export function negotiate(accept: string): Coding | undefined {
  let chosen = negotiated.get(accept);
  if (chosen === undefined) {
    chosen = parseAccept(accept) ?? 'identity';
    if (negotiated.size < 100) negotiated.set(accept, chosen);
  }
  return chosen === 'identity' ? undefined : chosen;
}

function parseAccept(accept: string): Coding | undefined {
  const q = new Map<string, number>();
  for (const entry of accept.split(',')) {
    const [token = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const any = q.get('*');
  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const weight = q.get(coding) ?? any ?? 0;
    if (weight > bestQ) [best, bestQ] = [coding, weight];
  }
  // Identity preferred outright over every coding on offer.
  const identity = q.get('identity');
  return identity !== undefined && identity > bestQ ? undefined : best;
}

/** What decides whether (and how) an answer is compressed, read off its headers. */
export interface AnswerFacts {
  compressible: boolean;
  /** Content-Length, or -1 when the service streams it. */
  length: number;
}

/** text/*, and JSON, JavaScript and XML however dressed (`+json`, `+xml`): as mime-db marks them. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|x-javascript|ecmascript|xml)\b)|\+(?:json|text|xml)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Reads the facts off a service's answer headers (flat, lower-cased names) and adds `Vary` when it applies. */
export function prepare(headers: FlatHeaders): AnswerFacts {
  let type = '';
  let length = -1;
  let encoded = false;
  let noTransform = false;
  let vary = -1;
  for (let i = 0; i < headers.length; i += 2) {
    const value = headers[i + 1]!;
    switch (headers[i]) {
      case 'content-type':
        type = value;
        break;
      case 'content-length':
        length = Number(value);
        break;
      case 'content-encoding':
        encoded = value.trim().toLowerCase() !== 'identity';
        break;
      case 'cache-control':
        noTransform ||= NO_TRANSFORM.test(value);
        break;
      case 'vary':
        vary = i + 1;
        break;
    }
  }
  if (!COMPRESSIBLE.test(type) || noTransform) return { compressible: false, length };
  // Caches keep one copy per Accept-Encoding, compressed or not (the middleware does the same).
  if (vary === -1) headers.push('vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(headers[vary]!))
    headers[vary] = `${headers[vary]}, Accept-Encoding`;
  return { compressible: !encoded && (length === -1 || length >= THRESHOLD), length };
}

/** A compression stream for answers too large to gather, or of unknown length. */
export function compressionStream(coding: Coding): zlib.Gzip | zlib.BrotliCompress | zlib.Deflate {
  if (coding === 'br') return zlib.createBrotliCompress(BROTLI);
  return coding === 'gzip' ? zlib.createGzip() : zlib.createDeflate();
}

/** Compressed bodies by the hash of what they compress, least recently used dropped first. */
const memo = new Map<string, Buffer>();
let memoBytes = 0;

/** The body compressed: from the memo, or compressed off the main thread and remembered. */
export function compressed(
  coding: Coding,
  body: Buffer,
  done: (err: Error | null, out?: Buffer) => void,
): void {
  const key = coding + hash('sha256', body, 'base64');
  const known = memo.get(key);
  if (known) {
    // Most recently used goes last.
    memo.delete(key);
    memo.set(key, known);
    done(null, known);
    return;
  }
  const finish = (err: Error | null, out: Buffer) => {
    if (err) return done(err);
    remember(key, out);
    done(null, out);
  };
  if (coding === 'br') zlib.brotliCompress(body, BROTLI, finish);
  else if (coding === 'gzip') zlib.gzip(body, finish);
  else zlib.deflate(body, finish);
}

function remember(key: string, out: Buffer): void {
  if (memo.has(key) || out.length > MEMO_BYTES / 8) return;
  memo.set(key, out);
  memoBytes += out.length;
  for (const [oldKey, old] of memo) {
    if (memoBytes <= MEMO_BYTES && memo.size <= MEMO_ENTRIES) break;
    memo.delete(oldKey);
    memoBytes -= old.length;
  }
}
