import { portOpen } from '../src/processes';
import { listeningSockets } from '../src/supervisor/port-owner';
import { alive, readState, type StackState } from '../src/supervisor/stack-state';
import { eventually, startStackProcess, type StackProcess } from './support/stack-process';

/**
 * The real `npm start` on free ports: every listener on 127.0.0.1, svc-auth down while the public site stays
 * up, every child SIGKILLed in turn and restarted by the supervisor, a smoke journey passing after each, no
 * acknowledged write lost, then `npm run status`, a refused second start and `npm stop`. One stack for all of
 * it, in this order (a start costs half a minute of CPU): the outage only pauses svc-auth, so every child is
 * still on its first run when the SIGKILLs begin. Slow by nature (a whole stack, on a machine that may be
 * busy): every wait polls, with generous limits.
 */
let stack: StackProcess;
let token = '';
const acknowledged: string[] = [];
let writing = true;
let writer: Promise<void> = Promise.resolve();

const state = (): StackState => {
  const s = readState(stack.env.DATA_DIR!);
  if (!s) throw new Error('no state file');
  return s;
};

const OUTAGE_MS = 20_000;
const REVOCATION_WINDOW_MS = 4_000;
const LANDING_KEY = 'voltdesk-public-landing-key';

let frozen: number | undefined;

async function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  await res.arrayBuffer();
  return res.status;
}

const landing = () => get(`${stack.baseUrl}/api/landding`, { key: LANDING_KEY });
const readyz = (portVar: string) => get(`http://127.0.0.1:${stack.env[portVar]}/readyz`);
const OTHERS = { 'svc-content': 'CONTENT_PORT', 'svc-pos': 'POS_PORT', 'svc-notify': 'NOTIFY_PORT' };

async function adminCall(token: string): Promise<number> {
  return get(`${stack.baseUrl}/api/admin/allNavbar`, { authorization: `Bearer ${token}` });
}

async function api(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.baseUrl}/api/${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

async function signIn(): Promise<void> {
  token = '';
  const res = await api('login', {
    method: 'POST',
    json: { email: stack.env.ADMIN_EMAIL, password: stack.env.ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  token = (res.body.data as { access_token: string }).access_token;
}

/** What a visitor and an admin do first: the landing page, sign in, list and add a category. */
async function smoke(label: string): Promise<void> {
  await eventually(
    `smoke journey after ${label}`,
    async () => {
      const landing = await api('landding', { headers: { key: 'voltdesk-public-landing-key' } });
      if (landing.status !== 200) throw new Error(`landding ${landing.status}`);
      await signIn();
      const list = await api('admin/getCategories');
      if (list.status !== 200) throw new Error(`getCategories ${list.status}`);
      const created = await api('admin/insertCategory', { method: 'POST', json: { name: `smoke ${label}` } });
      if (created.status !== 201 && created.status !== 422)
        throw new Error(`insertCategory ${created.status}`);
      const mail = await fetch(`http://127.0.0.1:${stack.env.MAILDEV_WEB_PORT}/email`);
      if (!mail.ok) throw new Error(`maildev ${mail.status}`);
      return true;
    },
    180_000,
  );
}

/** Adds a category every few hundred ms for the whole test; remembers each one the API acknowledged. */
async function keepWriting(): Promise<void> {
  for (let n = 0; writing; n++) {
    const name = `write ${n}`;
    const res = await api('admin/insertCategory', { method: 'POST', json: { name } }).catch(() => undefined);
    if (res?.status === 201) acknowledged.push(name);
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  stack = await startStackProcess();
  await eventually(
    'npm start ready',
    async () => (/ready in [\d.]+ s/.test(stack.output()) ? true : undefined),
    8 * 60_000,
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n${stack.output().slice(-4000)}`);
  });
  await signIn();
}, 9 * 60_000);

afterAll(async () => {
  if (frozen) process.kill(frozen, 'SIGCONT');
  writing = false;
  await writer;
  await stack?.dispose();
}, 3 * 60_000);

/**
 * svc-auth down, the public site up: svc-auth is frozen (SIGSTOP: it holds its port and answers nothing,
 * the worst kind of outage for its callers, and the supervisor does not restart a process that has not
 * exited), and for the whole outage
 * the landing answer stays 200 through the gateway and every other service's `/readyz` stays 200, which is
 * what keeps a pod in its Kubernetes Service; an admin call answers 503 once the revocation state is older
 * than its window (4 s); svc-auth resumed, the admin call answers 200 again.
 *
 * Outage length: 20 s, not the minute an operator would try by hand. Nothing in the services changes after
 * the revocation window (4 s, `REVOCATION_MAX_AGE_MS`): the state is stale from then on and stays stale at
 * every later poll. The old readiness failed at exactly that point; the ~30 s after which Kubernetes took the
 * pods out was its probe's period times failure threshold (10 s x 3), which no local test has. 20 s is five
 * windows, so every service has failed more than a dozen reloads (one a second, 1.5 s timeout each) and
 * been polled many times while stale; a minute would prove the same thing three times slower.
 */
describe('svc-auth down, the public site up', () => {
  it(
    'keeps public reads 200 and every other service ready while svc-auth is down; admin calls 503, then recover',
    async () => {
      const login = await fetch(`${stack.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: stack.env.ADMIN_EMAIL, password: stack.env.ADMIN_PASSWORD }),
        signal: AbortSignal.timeout(15_000),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      await eventually('every service ready and the admin call answered', async () => {
        for (const port of Object.values(OTHERS)) if ((await readyz(port)) !== 200) return undefined;
        return (await adminCall(token)) === 200 && (await landing()) === 200 ? true : undefined;
      });

      const auth = readState(stack.env.DATA_DIR!)?.children.find((c) => c.name === 'svc-auth');
      expect(auth?.pid).toBeGreaterThan(0);
      frozen = auth!.pid!;
      process.kill(frozen, 'SIGSTOP');
      const stoppedAt = Date.now();
      const seen = {
        landing: new Set<number>(),
        ready: new Set<string>(),
        adminWhenStale: new Set<number>(),
      };
      let polls = 0;
      while (Date.now() - stoppedAt < OUTAGE_MS) {
        const startedAt = Date.now();
        seen.landing.add(await landing());
        for (const [name, port] of Object.entries(OTHERS)) seen.ready.add(`${name} ${await readyz(port)}`);
        const admin = await adminCall(token);
        // Past the window (measured from before the call: the state cannot be fresher than the freeze).
        if (startedAt - stoppedAt > REVOCATION_WINDOW_MS + 1000) seen.adminWhenStale.add(admin);
        polls += 1;
        await new Promise((r) => setTimeout(r, 500));
      }
      process.kill(frozen, 'SIGCONT');
      frozen = undefined;

      expect(polls).toBeGreaterThan(5);
      expect([...seen.landing]).toEqual([200]);
      expect([...seen.ready].sort()).toEqual(['svc-content 200', 'svc-notify 200', 'svc-pos 200']);
      expect([...seen.adminWhenStale]).toEqual([503]);

      await eventually('admin calls answered again once svc-auth is back', async () =>
        (await adminCall(token)) === 200 ? true : undefined,
      );
      expect(await landing()).toBe(200);
    },
    15 * 60_000,
  );
});

describe('the local stack', () => {
  it('binds every listener to 127.0.0.1', () => {
    const s = state();
    const pids = [s.supervisor.pid, ...s.children.map((c) => c.pid!)];
    const sockets = listeningSockets(pids);
    expect(sockets.length).toBeGreaterThanOrEqual(s.children.length + 1);
    const open = sockets.filter(
      (x) => !x.address.startsWith('127.0.0.1:') && !x.address.startsWith('[::1]:'),
    );
    expect(open).toEqual([]);
  });

  it(
    'restarts each child after SIGKILL, passes the smoke journey each time and loses no acknowledged write',
    async () => {
      writer = keepWriting();
      for (const name of state().children.map((c) => c.name)) {
        const before = state().children.find((c) => c.name === name)!;
        process.kill(before.pid!, 'SIGKILL');
        await eventually(`${name} restarted`, async () => {
          const now = state().children.find((c) => c.name === name)!;
          return now.state === 'running' && now.pid !== before.pid && now.restarts === before.restarts + 1
            ? true
            : undefined;
        });
        expect(stack.output()).toMatch(new RegExp(`\\[${name}\\]\\s+killed by SIGKILL; restarting in`));
        await smoke(`killing ${name}`);
      }
      writing = false;
      await writer;
      expect(acknowledged.length).toBeGreaterThan(0);
      await signIn();
      const list = await api('admin/getCategories');
      const names = new Set((list.body.data as Array<{ name: string }>).map((c) => c.name));
      expect(acknowledged.filter((n) => !names.has(n))).toEqual([]);
    },
    30 * 60_000,
  );

  // The restarts column is the supervisor's count, which is what status must show: at least the one SIGKILL
  // above (the test before checks that each kill made a restart), more where a restart did not get ready in
  // time on a loaded machine and was tried again (the supervisor counts each attempt).
  it('shows every part in npm run status, with its restarts', async () => {
    const { code, out } = await stack.run('status');
    expect(code).toBe(0);
    for (const child of state().children) {
      expect(child.restarts).toBeGreaterThanOrEqual(1);
      expect(out).toMatch(
        new RegExp(`^${child.name}\\s+running\\s+${child.pid}\\s.*\\s${child.restarts}\\s*$`, 'm'),
      );
    }
    expect(out).toMatch(/^gateway\s+running/m);
  });

  it('refuses a second start from the same checkout and says so', async () => {
    const { code, out } = await stack.run('start');
    expect(code).toBe(1);
    expect(out).toContain('already running from this checkout');
    expect(out).toContain('npm stop');
  });

  it('is stopped by npm stop from another terminal, children and ports included', async () => {
    const s = state();
    const { code, out } = await stack.run('stop');
    expect(code).toBe(0);
    expect(out).toContain('Stopped.');
    await eventually(
      'npm start exited',
      async () => (stack.child.exitCode !== null ? true : undefined),
      60_000,
    );
    expect(s.children.filter((c) => alive(c.pid))).toEqual([]);
    for (const child of s.children)
      for (const port of child.ports)
        expect({ port, open: await portOpen(port) }).toEqual({ port, open: false });
  });
});
