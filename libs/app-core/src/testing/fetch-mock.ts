/**
 * A fetch mock at the network boundary for Testing Library tests (not part of the shared run-time). Routes
 * are keyed 'METHOD path' where path is relative to /api/ ('POST login', 'GET admin/userlist') or absolute
 * for other files ('GET /remotes.json'). The query string is ignored for matching and kept in the log.
 */
export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler =
  | MockReply
  | 'network-error'
  | ((request: Request, url: URL) => MockReply | 'network-error' | Promise<MockReply | 'network-error'>);

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export interface FetchMock {
  calls: RecordedCall[];
  /** Adds or replaces routes. */
  use: (routes: Record<string, RouteHandler>) => void;
  callsTo: (key: string) => RecordedCall[];
  restore: () => void;
}

function keyOf(method: string, url: URL): string {
  const path = url.pathname.startsWith('/api/') ? url.pathname.slice(5) : url.pathname;
  return `${method.toUpperCase()} ${path}`;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await request.json();
    return await request.text();
  } catch {
    return undefined;
  }
}

export function mockFetch(initial: Record<string, RouteHandler> = {}): FetchMock {
  const routes = new Map<string, RouteHandler>(Object.entries(initial));
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const key = keyOf(request.method, url);
    calls.push({
      method: request.method,
      path: key.slice(key.indexOf(' ') + 1),
      search: url.search,
      headers: request.headers,
      body: await readBody(request.clone()),
    });
    const handler = routes.get(key);
    const reply = typeof handler === 'function' ? await handler(request, url) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (!reply) {
      return new Response(JSON.stringify({ message: 'Not Found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const status = reply.status ?? 200;
    const hasBody = reply.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  globalThis.fetch = fake as typeof fetch;
  return {
    calls,
    use: (more) => {
      for (const [k, v] of Object.entries(more)) routes.set(k, v);
    },
    callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** The fields of a multipart request, as text (files by their name). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  });
  return out;
}
