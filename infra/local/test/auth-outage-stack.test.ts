import { readState } from '../src/supervisor/stack-state';
import { eventually, startStackProcess, type StackProcess } from './support/stack-process';

/**
 * svc-auth down, the public site up. Against the real `npm start` stack (free ports, throw-away data
 * folder): svc-auth is frozen (SIGSTOP: it holds its port and answers nothing, the worst kind of outage for
 * its callers, and the supervisor does not restart a process that has not exited), and for the whole outage
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
const OUTAGE_MS = 20_000;
const REVOCATION_WINDOW_MS = 4_000;
const LANDING_KEY = 'voltdesk-public-landing-key';

let stack: StackProcess;
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

beforeAll(async () => {
  stack = await startStackProcess();
  await stack.ready();
}, 9 * 60_000);

afterAll(async () => {
  if (frozen) process.kill(frozen, 'SIGCONT');
  await stack?.dispose();
}, 3 * 60_000);

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
    const seen = { landing: new Set<number>(), ready: new Set<string>(), adminWhenStale: new Set<number>() };
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
