import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { ServiceName } from '@voltdesk/contracts';
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
      new Relay(
        pools.get(service)!,
        req,
        res,
        { path, method, headers, body: body ?? null },
        requestId,
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

  constructor(
    private readonly pool: Pool,
    private readonly req: IncomingMessage,
    private readonly res: RelayedResponse,
    private readonly request: Dispatcher.DispatchOptions & { headers: FlatHeaders },
    private readonly requestId: string,
  ) {
    this.retries = request.method === 'GET' || request.method === 'HEAD' ? 1 : 0;
    res[RELAY] = this;
    // 'close' comes once per answer: `on` spares the wrapper `once` would allocate.
    res.on('close', clientClosed);
  }

  start(): void {
    this.pool.dispatch(this.request, this);
  }

  onConnect(abort: (err?: Error) => void): void {
    this.abort = abort;
    if (this.res.destroyed) clientClosed.call(this.res);
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // interim answers (103 Early Hints) are the gateway's own business
    this.resume = resume;
    this.res.writeHead(statusCode, clientHeaders(rawHeaders, this.requestId));
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.res.write(chunk)) return true;
    // Paused until the client has taken what is buffered.
    this.res.once('drain', this.resume!);
    return false;
  }

  onComplete(): void {
    this.res.end();
  }

  onError(err: Error): void {
    const res = this.res;
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
    if (this.req.destroyed) return;
    problem(res, statusFor(err), { 'X-Request-Id': this.requestId });
  }
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
