import { alive, readState } from '../src/supervisor/stack-state';
import { eventually, startStackProcess, type StackProcess } from './support/stack-process';

/**
 * Revocation against the real `npm start` stack (free ports, throw-away data folder): a deactivated
 * admin's token and a logged-out token are refused by the other services within 5 s, and stay refused after
 * the whole stack is stopped and started again on the same data, when the broker (Mokapi) has forgotten
 * every event, while a token nobody revoked and a fresh login keep working. Then Ctrl-C stops the restarted
 * stack. It is started as a person types it (`npm start`: npm, tsx and the supervisor in one process
 * group), so that last stop is the Ctrl-C of a terminal; two whole stack starts in all (a start costs half a
 * minute of CPU) on a machine that may be busy.
 */
let stack: StackProcess;

let probes = 0;
/** One admin call per service (only the status matters here); each category has a name of its own. */
const CALLS = {
  'svc-pos': () => ({ path: 'admin/insertCategory', method: 'POST', json: { name: `probe ${++probes}` } }),
  'svc-content': () => ({ path: 'admin/allNavbar', method: 'GET' }),
  'svc-notify': () => ({ path: 'admin/notifications', method: 'GET' }),
} satisfies Record<string, () => { path: string; method: string; json?: unknown }>;
type Service = keyof typeof CALLS;
const SERVICES = Object.keys(CALLS) as Service[];

async function api(
  path: string,
  options: { token?: string; method?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.baseUrl}/api/${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

async function statusOf(service: Service, token: string): Promise<number> {
  const call: { path: string; method: string; json?: unknown } = CALLS[service]();
  return (await api(call.path, { token, method: call.method, json: call.json })).status;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await api('login', { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { access_token: string }).access_token;
}

/** Waits until 5 s after `since`, then expects `token` refused (401) by each of `services`. */
async function refusedWithinFiveSeconds(since: number, token: string, services: Service[]): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, since + 5000 - Date.now())));
  for (const service of services)
    expect({ service, status: await statusOf(service, token) }).toEqual({ service, status: 401 });
}

beforeAll(async () => {
  stack = await startStackProcess({}, 'npm');
  await stack.ready();
}, 9 * 60_000);

afterAll(async () => {
  await stack?.dispose();
}, 3 * 60_000);

it(
  'refuses a deactivated admin and a logged-out token within 5 s, on every service, across a whole-stack restart',
  async () => {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = stack.env;
    // The first admin's session nobody revokes: it must keep working throughout (so a refusal below is the
    // revocation, not lost signing keys or a service that is not up).
    const kept = await signIn(email!, password!);
    const b = { name: 'Admin B', email: 'admin-b@voltdesk.local', password: 'admin-b-password-1' };
    const created = await api('admin/adminregister', { token: kept, method: 'POST', json: b });
    expect(created.status).toBe(201);
    const bId = (created.body.data as { id: string }).id;
    const bToken = await signIn(b.email, b.password);
    await eventually('every service knows the sessions', async () => {
      for (const service of SERVICES) {
        for (const token of [kept, bToken]) {
          const status = await statusOf(service, token);
          if (status !== 200 && status !== 201) throw new Error(`${service}: ${status}`);
        }
      }
      return true;
    });

    // Deactivating B refuses B's token elsewhere within 5 s.
    const deactivated = await api(`admin/userstatus?id=${bId}`, { token: kept });
    expect(deactivated.status).toBe(200);
    expect((deactivated.body.data as { status: number }).status).toBe(0);
    await refusedWithinFiveSeconds(Date.now(), bToken, ['svc-pos', 'svc-content']);

    // A logged-out token likewise.
    const loggedOut = await signIn(email!, password!);
    expect(await statusOf('svc-pos', loggedOut)).toBe(201);
    expect((await api('logout', { token: loggedOut })).status).toBe(200);
    await refusedWithinFiveSeconds(Date.now(), loggedOut, ['svc-pos', 'svc-content']);

    // The whole stack stopped and started again on the same data: the broker keeps nothing, the services
    // start with empty denylists and must load them from svc-auth.
    stack = await stack.restart();
    const fresh = await signIn(email!, password!);
    await eventually('the restarted services serve admin calls', async () => {
      for (const service of SERVICES) {
        const status = await statusOf(service, fresh);
        if (status !== 200 && status !== 201) throw new Error(`${service}: ${status}`);
      }
      return true;
    });
    for (const service of SERVICES) {
      expect({
        service,
        b: await statusOf(service, bToken),
        loggedOut: await statusOf(service, loggedOut),
      }).toEqual({ service, b: 401, loggedOut: 401 });
      expect({ service, kept: await statusOf(service, kept) }).toEqual({
        service,
        kept: service === 'svc-pos' ? 201 : 200,
      });
    }
  },
  20 * 60_000,
);

/**
 * Ctrl-C in the terminal of `npm start` reaches npm, tsx and the supervisor at once (one process group), and
 * tsx relays it once more. That must still be one graceful stop (services drain, the database flushes its
 * journal), not the "second Ctrl-C" that kills everything.
 */
it(
  'stops gracefully on Ctrl-C, every child included',
  async () => {
    // The stack the test above restarted, still `npm start` as typed in a terminal.
    const children = readState(stack.env.DATA_DIR!)!.children;
    process.kill(-stack.child.pid!, 'SIGINT');
    await eventually(
      'the supervisor stopped',
      async () => (/\[stack\]\s+stopped/.test(stack.output()) ? true : undefined),
      90_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${stack.output().slice(-3000)}`);
    });
    const out = stack.output();
    expect(out).toContain('stopping…');
    expect(out).not.toContain('killing everything now');
    expect(out).toMatch(/\[mongo\]\s.*flushing journal/);
    expect(out).toMatch(/\[stack\]\s+stopped/);
    expect(children.filter((c) => alive(c.pid))).toEqual([]);
  },
  10 * 60_000,
);
