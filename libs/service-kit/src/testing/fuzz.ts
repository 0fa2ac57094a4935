import fc from 'fast-check';
import type request from 'supertest';
import {
  API_PREFIX,
  authEndpoints,
  contentEndpoints,
  notifyEndpoints,
  posEndpoints,
  type Endpoint,
  type EndpointMap,
  type ServiceName,
} from '@voltdesk/contracts';

/** What the fuzzer reads of an endpoint definition. */
type FuzzedEndpoint = Pick<Endpoint, 'method' | 'path' | 'access'>;

/** Each service's endpoint definitions: what a service serves is what is fuzzed. */
const endpointsOf: Record<ServiceName, EndpointMap> = {
  auth: authEndpoints,
  content: contentEndpoints,
  pos: posEndpoints,
  notify: notifyEndpoints,
};

/**
 * A service's endpoints as `[method path, endpoint]` pairs, for one test per route (`it.each`): each
 * route then has its own time limit, so a service with many routes on a slow machine does not run out of
 * one limit for all of them, and a failure names its route.
 */
export function fuzzedEndpoints(service: ServiceName): [string, FuzzedEndpoint][] {
  return Object.values(endpointsOf[service]).map((e) => [`${e.method} ${e.path}`, e]);
}

/** What the fuzzer needs to reach a service's routes with the right credentials. */
export interface FuzzTarget {
  service: ServiceName;
  /** A fresh supertest client of the service (`() => request(app.callback())`). */
  api: () => ReturnType<typeof request>;
  /** Headers of an active admin, so admin routes get past the guard and their input is really checked. */
  adminHeaders: Record<string, string>;
  /** Headers that open `key` routes (the landing key). */
  keyHeaders?: Record<string, string>;
  /** Random JSON bodies/queries per route on top of the fixed corpus (default 12). */
  randomRuns?: number;
  /** fast-check seed, so a failure can be replayed (default 14). */
  seed?: number;
  /** Endpoint definitions to fuzz, in this order (default: every endpoint of the service). */
  endpoints?: readonly FuzzedEndpoint[];
}

/** A request that answered 5xx, an envelope that is not JSON with a message, or a dropped connection. */
export interface FuzzFailure {
  route: string;
  probe: string;
  status: number | 'no answer';
  body: string;
}

interface Probe {
  name: string;
  query?: string;
  headers?: Record<string, string>;
  /** Raw body and its content type; sent on every method (a GET with a body is still a request). */
  body?: { type: string; data: string | Buffer };
  /** Send without the admin headers (only bad credentials, or none). */
  anonymous?: boolean;
}

const DEPTH = 100_000;

/** Inputs that once crashed a service or are classic parser traps. */
const BODIES: Array<[string, string, string | Buffer]> = [
  ['array nested 100000 deep', 'application/json', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['object nested 100000 deep', 'application/json', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
  ['field named constructor', 'application/json', '{"constructor":"x"}'],
  ['constructor.prototype', 'application/json', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['field named __proto__', 'application/json', '{"__proto__":{"polluted":1}}'],
  ['Object.prototype names', 'application/json', '{"toString":1,"hasOwnProperty":"x","valueOf":{}}'],
  ['nested __proto__', 'application/json', '{"customer":{"__proto__":{"x":1}},"items":[{"constructor":1}]}'],
  ['operator injection', 'application/json', '{"id":{"$gt":""},"slug":{"$ne":null},"email":{"$regex":".*"}}'],
  ['truncated JSON', 'application/json', '{"a":'],
  ['not JSON', 'application/json', 'hello'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"x"'],
  ['JSON number', 'application/json', '1e400'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['huge numbers', 'application/json', '{"id":1e400,"price":-1e308,"amount":1e-400,"page":1e21}'],
  ['duplicate keys', 'application/json', '{"id":"a","id":{"$gt":""}}'],
  [
    'invalid UTF-8',
    'application/json',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  ],
  ['UTF-16 charset', 'application/json; charset=utf-16', '{"a":1}'],
  ['unknown charset', 'application/json; charset=utf-7', '{"a":1}'],
  ['text/plain', 'text/plain', 'a=1'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', '__proto__[x]=1&constructor=1'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
  [
    'truncated multipart',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n',
  ],
  [
    'multipart __proto__ fields',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n' +
      '--zz\r\nContent-Disposition: form-data; name="constructor"\r\n\r\ny\r\n--zz--\r\n',
  ],
  [
    'multipart JSON field nested 100000 deep',
    'multipart/form-data; boundary=zz',
    `--zz\r\nContent-Disposition: form-data; name="json_data"\r\n\r\n${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}\r\n--zz--\r\n`,
  ],
  [
    'multipart file that is not an image',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
      '<svg onload=alert(1)>\r\n--zz--\r\n',
  ],
];

const QUERIES: Array<[string, string]> = [
  ['?__proto__=x', '__proto__=x'],
  ['?constructor=x', 'constructor=x'],
  ['?__proto__[x]=1', '__proto__%5Bx%5D=1'],
  ['?prototype + toString', 'prototype=1&toString=1&hasOwnProperty=1'],
  ['repeated id', 'id=1&id=2&slug=a&slug=b&token=a&token=b'],
  ['operator in query', 'id%5B%24gt%5D=&slug%5B%24ne%5D=x&phone%5B%24regex%5D=.*'],
  ['bad percent-encoding', 'id=%E0%A4%A&slug=%ZZ'],
  ['huge paging', 'page=1e400&per_page=-1&status=Paid%00'],
  ['long value', `id=${'a'.repeat(5000)}&search=${'%F0%9F%92%A9'.repeat(300)}`],
  ['NUL and control characters', 'id=%00&slug=%0d%0aSet-Cookie:x&search=%00'],
];

const HEADERS: Array<[string, Record<string, string>, boolean]> = [
  ['no credentials', {}, true],
  ['bearer garbage', { Authorization: 'Bearer a.b.c' }, true],
  ['bearer none-alg token', { Authorization: `Bearer ${noneToken()}` }, true],
  ['bearer 8 KB', { Authorization: `Bearer ${'x'.repeat(8000)}` }, true],
  ['basic auth', { Authorization: 'Basic YTpi' }, true],
  ['garbage key header', { key: '\u00ff'.repeat(10) }, true],
  ['idempotency key of 10 KB', { 'Idempotency-Key': 'k'.repeat(10_000) }, false],
  ['idempotency key __proto__', { 'Idempotency-Key': '__proto__' }, false],
  ['forwarded-for garbage', { 'X-Forwarded-For': 'not-an-ip, ::ffff:999.1.1.1, ' }, false],
  ['request id garbage', { 'X-Request-Id': '../../\u00e9'.repeat(50) }, false],
  ['accept garbage', { Accept: '*/*;q=NaN, text/html;;;' }, false],
];

function noneToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'x', user_type: 'admin' })}.`;
}

/** Random JSON values whose keys mix field names of the contract with prototype and operator names. */
const keyArb = fc.oneof(
  fc.constantFrom(
    'id',
    'name',
    'slug',
    'email',
    'password',
    'phone',
    'amount',
    'price',
    'items',
    'customer',
    'order_id',
    'status',
    'page',
    'search',
    'title',
    'link',
    '__proto__',
    'constructor',
    'prototype',
    '$gt',
    '$where',
  ),
  fc.string({ maxLength: 12 }),
);
const jsonArb = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.string({ maxLength: 40 }),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(keyArb, tie('value'), { maxKeys: 6 }),
})).object;
const queryArb = fc
  .array(fc.tuple(keyArb, fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '[]', '%', '1e999'))), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

function probes(runs: number, seed: number): Probe[] {
  const list: Probe[] = [];
  for (const [name, type, data] of BODIES) list.push({ name: `body: ${name}`, body: { type, data } });
  for (const [name, query] of QUERIES) list.push({ name: `query: ${name}`, query });
  for (const [name, headers, anonymous] of HEADERS)
    list.push({ name: `headers: ${name}`, headers, anonymous });
  const bodies = fc.sample(jsonArb, { numRuns: runs, seed });
  const queries = fc.sample(queryArb, { numRuns: runs, seed: seed + 1 });
  bodies.forEach((value, i) => {
    // JSON.stringify keeps an own `__proto__` key, which fast-check's dictionaries create as own properties.
    list.push({
      name: `random body #${i}`,
      body: { type: 'application/json', data: JSON.stringify(value) },
      query: queries[i],
    });
  });
  return list;
}

async function send(target: FuzzTarget, route: FuzzedEndpoint, probe: Probe) {
  const agent = target.api();
  const path = `${API_PREFIX}${route.path}`;
  const url = probe.query ? `${path}?${probe.query}` : path;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let req = agent[method](url);
  const credentials =
    route.access === 'admin' ? target.adminHeaders : route.access === 'key' ? (target.keyHeaders ?? {}) : {};
  if (!probe.anonymous) req = req.set(credentials);
  if (probe.headers) req = req.set(probe.headers);
  if (probe.body) req = req.set('Content-Type', probe.body.type).send(probe.body.data);
  // Every answer is read as text, so a malformed body from the service is reported rather than thrown.
  return req.buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
}

/**
 * Sends malformed bodies, query strings and headers to every endpoint a service defines in the contract
 * (plus seeded random JSON), and returns each request that answered 5xx, answered an error without
 * the JSON `{ message }` envelope, or got no answer at all. An empty list means the service held.
 */
export async function fuzzRoutes(target: FuzzTarget): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  const list = probes(target.randomRuns ?? 12, target.seed ?? 14);
  for (const route of target.endpoints ?? Object.values(endpointsOf[target.service])) {
    for (const probe of list) {
      const name = `${route.method} ${route.path}`;
      try {
        const res = await send(target, route, probe);
        const text = String(res.body ?? '');
        if (res.status >= 500 || (res.status >= 400 && !hasMessage(text))) {
          failures.push({ route: name, probe: probe.name, status: res.status, body: text.slice(0, 300) });
        }
      } catch (err) {
        failures.push({ route: name, probe: probe.name, status: 'no answer', body: String(err) });
      }
    }
  }
  return failures;
}

function hasMessage(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
