import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceName } from '@voltdesk/contracts';
import type { Transform } from 'node:stream';
import { compressed, compressionStream, MAX_GATHERED, negotiate, prepare, type Coding } from './compress';
import { clientHeaders, upstreamHeaders, type FlatHeaders } from './forward-headers';
import { problem, type GatewayStatus } from './responses';

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
  /** Relays the request to the service and its answer to the client; never rejects (errors are answered). */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    path: string,
    body: Buffer | undefined,
  ): void;
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

  return {
    forward(req, res, service, path, body) {
      const { headers, requestId } = upstreamHeaders(req, trusted);
      const method = req.method ?? 'GET';
      const accept = req.headers['accept-encoding'];
      new Relay(
        pools.get(service)!,
        res,
        { path, method, headers, body: body ?? null },
        requestId,
        accept && method !== 'HEAD' ? negotiate(accept) : undefined,
      ).start();
    },
    close: async () => {
      await Promise.all([...pools.values()].map((p) => p.close()));
    },
  };
}

/** The relay a client's answer belongs to, so one shared close listener finds it (no closure per request). */
const RELAY = Symbol('relay');
type RelayedResponse = ServerResponse & { [RELAY]?: Relay };

/** A client that went away mid-answer frees the pooled connection instead of holding it to the end. */
function clientClosed(this: RelayedResponse): void {
  if (!this.writableFinished) this[RELAY]?.abort?.(new Error('client went away'));
}

/**
 * One request to a service, its answer written to the client as it arrives, with backpressure both ways.
 *
 * A handler object of undici's core interface (onConnect, onHeaders, onData, onComplete, onError): the
 * cheapest way through it, which matters on a small machine where the gateway and the services share the
 * cores. These methods are marked deprecated in undici 7's types, but its core calls exactly these: a handler
 * of the newer interface (onRequestStart, onResponseStart...) is adapted onto them per request, at the cost of
 * parsing every answer's headers into an object and two more objects (a CPU profile of the gateway showed
 * that parse as its largest own cost). An undici major upgrade must look here; gateway-answers.test and
 * gateway-hardening.test exercise every method.
 *
 * A failure before anything was written is answered in the envelope; once the answer is under way, it can
 * only close the connection.
 */
class Relay implements Dispatcher.DispatchHandler {
  abort: ((err?: Error) => void) | undefined;
  private resume: (() => void) | undefined;
  /**
   * A pooled connection the service closed a moment ago (a restart) fails without the request having been
   * processed: reads get one more try on a fresh connection, writes none (they might have been processed).
   */
  private retries: number;
  /** How the answer's body goes out: as it comes, gathered and compressed whole, or through a zlib stream. */
  private mode: 'plain' | 'gather' | 'stream' = 'plain';
  /** A gathered answer's status, headers and body so far (set only when gathering: none on the fast path). */
  private status = 0;
  private headers: FlatHeaders | undefined;
  private gathered: Buffer[] | undefined;
  private zip: Transform | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly res: RelayedResponse,
    private readonly request: Dispatcher.DispatchOptions & { headers: FlatHeaders },
    private readonly requestId: string,
    /** The coding the client asked for, if it accepts one. */
    private readonly coding: Coding | undefined,
  ) {
    this.retries = request.method === 'GET' || request.method === 'HEAD' ? 1 : 0;
    res[RELAY] = this;
    // 'close' comes once per answer: `on` spares the wrapper `once` would allocate.
    res.on('close', clientClosed);
  }

  start(): void {
    this.mode = 'plain';
    this.gathered = undefined;
    this.pool.dispatch(this.request, this);
  }

  onConnect(abort: (err?: Error) => void): void {
    this.abort = abort;
    if (this.res.destroyed) clientClosed.call(this.res);
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // interim answers (103 Early Hints) are the gateway's own business
    this.resume = resume;
    const headers = clientHeaders(rawHeaders, this.requestId);
    if (this.coding && statusCode !== 204 && statusCode !== 304) {
      const facts = prepare(headers);
      if (facts.compressible) {
        withoutHeader(headers, 'content-length');
        if (facts.length !== -1 && facts.length <= MAX_GATHERED) {
          // Sent once the whole body is in and compressed (or found compressed already).
          this.mode = 'gather';
          this.status = statusCode;
          this.headers = headers;
          this.gathered = [];
          return true;
        }
        this.mode = 'stream';
        headers.push('content-encoding', this.coding);
        this.res.writeHead(statusCode, headers);
        this.zip = this.compressing();
        return true;
      }
    }
    this.res.writeHead(statusCode, headers);
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.mode === 'gather') {
      this.gathered!.push(chunk);
      return true;
    }
    const into = this.mode === 'stream' ? this.zip! : this.res;
    if (into.write(chunk)) return true;
    // Paused until the client (or the compressor) has taken what is buffered.
    into.once('drain', this.resume!);
    return false;
  }

  onComplete(): void {
    if (this.mode === 'plain') this.res.end();
    else if (this.mode === 'stream') this.zip!.end();
    else
      compressed(this.coding!, Buffer.concat(this.gathered!), (err, body) => this.sendCompressed(err, body));
  }

  private sendCompressed(err: Error | null, body?: Buffer): void {
    const res = this.res;
    if (res.destroyed) return;
    if (err || !body) {
      problem(res, 502, { 'X-Request-Id': this.requestId });
      return;
    }
    const headers = this.headers!;
    headers.push('content-encoding', this.coding!, 'content-length', String(body.length));
    res.writeHead(this.status, headers);
    res.end(body);
  }

  /** A compression stream into the answer, with backpressure from the client. */
  private compressing(): Transform {
    const zip = compressionStream(this.coding!);
    const res = this.res;
    zip.on('data', (chunk: Buffer) => {
      if (!res.write(chunk)) {
        zip.pause();
        res.once('drain', () => zip.resume());
      }
    });
    zip.on('end', () => res.end());
    zip.on('error', () => res.destroy());
    res.on('close', () => zip.destroy());
    return zip;
  }

  onError(err: Error): void {
    const res = this.res;
    this.zip?.destroy();
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (this.retries > 0 && isConnectionError(err)) {
      this.retries--;
      // Not from inside undici's own error handling: the next attempt starts once it has unwound.
      queueMicrotask(() => this.start());
      return;
    }
    // Only a client that went away goes unanswered. Not `req.destroyed`: Node destroys a request once its
    // body has been read to the end, so every request with a body would be left hanging, for good.
    if (res.destroyed || res.writableEnded) return;
    problem(res, statusFor(err), { 'X-Request-Id': this.requestId });
  }
}

/** Drops every `name` header from a flat list (lower-cased names), in place. */
function withoutHeader(headers: FlatHeaders, name: string): void {
  for (let i = headers.length - 2; i >= 0; i -= 2) if (headers[i] === name) headers.splice(i, 2);
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
