import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceName } from '@voltdesk/contracts';
import { problem, type GatewayStatus } from './responses';

/** Headers that describe one connection, not the message: never forwarded in either direction (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
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
  // The gateway has the whole body already; the upstream never needs to be asked to continue.
  'expect',
  // Recomputed from the body the gateway sends.
  'content-length',
]);

/** What the gateway itself asserts about the client; a client's own values are dropped, never trusted. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

const REQUEST_ID = /^[\w-]{1,64}$/;

export interface ProxyOptions {
  upstreams: Record<ServiceName, string>;
  /**
   * Peers whose X-Forwarded-* headers are believed (a TLS-terminating proxy in front of the gateway): their
   * X-Forwarded-For gets the peer appended, their X-Forwarded-Proto is kept. Everyone else's are replaced.
   */
  trustedProxies?: readonly string[];
  /** Longest wait for a service's answer headers, and between two chunks of its body. */
  upstreamTimeoutMs?: number;
}

export interface Proxy {
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    path: string,
    body: Buffer | undefined,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * Forwards requests to the services over pooled keep-alive connections (undici), streaming each answer to
 * the client as it arrives. A service that cannot be reached answers 503 in the envelope; its pool
 * reconnects by itself, so the next request works as soon as the service is back.
 */
export function createProxy(options: ProxyOptions): Proxy {
  const timeout = options.upstreamTimeoutMs ?? 60_000;
  const trusted = new Set(options.trustedProxies ?? []);
  const pools = new Map<ServiceName, Pool>();
  for (const [service, origin] of Object.entries(options.upstreams) as Array<[ServiceName, string]>) {
    pools.set(
      service,
      new Pool(origin, {
        connections: 64,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        connectTimeout: 5_000,
      }),
    );
  }

  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    path: string,
    body: Buffer | undefined,
  ): Promise<void> {
    const pool = pools.get(service)!;
    const headers = upstreamHeaders(req, trusted);
    res.setHeader('X-Request-Id', headers['x-request-id'] as string);
    const method = req.method ?? 'GET';
    // A pooled connection the service closed a moment ago (a restart) fails without the request having
    // been processed; reads are retried once on a fresh connection, writes never (they might have been).
    const attempts = method === 'GET' || method === 'HEAD' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        await relay(pool, res, { path, method, headers, body: body ?? null });
        return;
      } catch (err) {
        if (attempt < attempts && isConnectionError(err)) continue;
        if (req.destroyed) return;
        problem(res, statusFor(err));
        return;
      }
    }
  }

  return {
    forward,
    close: async () => {
      await Promise.all([...pools.values()].map((p) => p.close()));
    },
  };
}

/**
 * One request to a service, its answer written to `res` as it arrives, with backpressure both ways.
 * undici's dispatcher API: the cheapest way through it (no stream or promise objects per request), which
 * matters on a small machine where the gateway and the services share the same cores.
 * Rejects only when nothing was written yet (the caller answers in the envelope); once the answer is under
 * way, a failure can only close the connection.
 */
function relay(
  pool: Pool,
  res: ServerResponse,
  options: { path: string; method: string; headers: Record<string, string | string[]>; body: Buffer | null },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        res.once('close', () => {
          if (!res.writableFinished) controller.abort(new Error('client went away'));
        });
      },
      onResponseStart(_controller, statusCode, upstream) {
        if (statusCode < 200) return; // interim answers (100 Continue) are the gateway's own business
        res.writeHead(statusCode, responseHeaders(upstream));
      },
      onResponseData(controller, chunk) {
        if (res.write(chunk)) return;
        controller.pause();
        res.once('drain', () => controller.resume());
      },
      onResponseEnd() {
        res.end();
        resolve();
      },
      onResponseError(_controller, err) {
        if (!res.headersSent) return reject(err);
        res.destroy();
        resolve();
      },
    };
    pool.dispatch(options, handler);
  });
}

function upstreamHeaders(req: IncomingMessage, trusted: Set<string>): Record<string, string | string[]> {
  const incoming = req.headers;
  const named = connectionTokens(incoming);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || FORWARDED.includes(name)) continue;
    out[name] = value;
  }
  const peer = req.socket.remoteAddress ?? '';
  const fromTrusted = trusted.has(peer);
  const priorFor = fromTrusted ? headerText(incoming['x-forwarded-for']) : '';
  out['x-forwarded-for'] = priorFor ? `${priorFor}, ${peer}` : peer;
  const priorProto = fromTrusted ? headerText(incoming['x-forwarded-proto']) : '';
  out['x-forwarded-proto'] = priorProto || 'http';
  if (incoming.host) out['x-forwarded-host'] = incoming.host;
  const id = headerText(incoming['x-request-id']);
  out['x-request-id'] = REQUEST_ID.test(id) ? id : randomUUID();
  return out;
}

function responseHeaders(upstream: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = connectionTokens(upstream);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || named.has(name)) continue;
    // The service's Content-Length is exact for the bytes we relay; every other hop-by-hop header is not ours.
    if (name !== 'content-length' && HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Headers a sender listed in `Connection` are hop-by-hop too. */
function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headerText(headers.connection);
  return new Set(
    value
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

function errorCode(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
}

function isConnectionError(err: unknown): boolean {
  return ['UND_ERR_SOCKET', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(errorCode(err));
}

function statusFor(err: unknown): GatewayStatus {
  const code = errorCode(err);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 504;
  if (code === 'ECONNREFUSED' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ENOTFOUND') return 503;
  if (isConnectionError(err)) return 503;
  return 502;
}
