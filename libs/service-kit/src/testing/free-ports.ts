import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports a test hands to processes it starts (a whole `npm start` stack, a service, a mail catcher).
 *
 * The usual trick, bind port 0 and close, leaves a gap before the child binds, and on a machine running
 * suites side by side another suite's trick could be handed the same port in that gap: its stack then
 * answered this one's requests (logins refused with 422, then connection refused when it stopped).
 * So ports come from below the kernel's ephemeral range, which bind(0) and outgoing connections never
 * use, and each is claimed across processes by a file in a shared folder before it is handed out.
 *
 * A claim is a file `<port>-<pid>`. The claimant writes its own file first and then looks for others on
 * that port: whoever looks second sees the first, so two processes never both keep one port (at worst
 * both give it up and draw again). A claim lasts while its process lives; it is removed at exit, and one
 * whose process is gone counts for nothing and is swept.
 */
// VOLTDESK_PORT_CLAIMS moves the folder, so this module's own test claims ports without touching the
// claims of suites running beside it.
const claimsDir = () => process.env.VOLTDESK_PORT_CLAIMS ?? path.join(os.tmpdir(), 'voltdesk-port-claims');
const LOWEST = 20_000;
const mine = new Set<string>();

/** The first port of the kernel's ephemeral range (Linux); below it no port is handed out unasked. */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > LOWEST + 1_000) return low;
  } catch {
    // not Linux: macOS and Windows start theirs at 49152
  }
  return 32_768;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let exitHookSet = false;
function releaseAtExit(): void {
  if (exitHookSet) return;
  exitHookSet = true;
  process.once('exit', () => {
    for (const file of mine) {
      try {
        unlinkSync(file);
      } catch {
        // already swept
      }
    }
  });
}

/** The port and the claimant's pid a claim file names (`<port>-<pid>`). */
function claimOf(name: string): { port: number; pid: number } {
  const [port, pid] = name.split('-').map(Number);
  return { port: port!, pid: pid! };
}

/** Claims `port` for this process, or says why not (another live process holds it). */
function claim(dir: string, port: number): boolean {
  const own = path.join(dir, `${port}-${process.pid}`);
  // Two calls at once in this process: the second must not take the file the first wrote as its own.
  if (mine.has(own)) return false;
  writeFileSync(own, '');
  const others = readdirSync(dir).filter(
    (name) => claimOf(name).port === port && name !== path.basename(own),
  );
  let taken = false;
  for (const name of others) {
    if (alive(claimOf(name).pid)) taken = true;
    else {
      try {
        unlinkSync(path.join(dir, name));
      } catch {
        // swept by another process
      }
    }
  }
  if (taken) {
    unlinkSync(own);
    return false;
  }
  mine.add(own);
  return true;
}

/** Listens on `port` to prove nothing outside the claims holds it; resolves undefined if something does. */
function holdOpen(port: number, host: string): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

/** Ports a live process had claimed when the folder was read: skipped without the full claim's work. */
function livePorts(dir: string): Set<number> {
  const ports = new Set<number>();
  for (const name of readdirSync(dir)) {
    const { port, pid } = claimOf(name);
    if (alive(pid)) ports.add(port);
  }
  return ports;
}

/**
 * `count` distinct ports, claimed for this process and free on `host` right now. Each is held open until
 * all are chosen, then closed for the caller's children to bind. The search starts at a random port and
 * goes round the range once, so it ends even when nearly every port is claimed.
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const dir = claimsDir();
  mkdirSync(dir, { recursive: true });
  releaseAtExit();
  const size = ephemeralStart() - LOWEST;
  const start = Math.floor(Math.random() * size);
  const taken = livePorts(dir);
  const held: Server[] = [];
  try {
    for (let step = 0; step < size && held.length < count; step += 1) {
      const port = LOWEST + ((start + step) % size);
      if (taken.has(port) || !claim(dir, port)) continue;
      // Something that does not claim may hold it: kept claimed, so it is not drawn again.
      const server = await holdOpen(port, host);
      if (server) held.push(server);
    }
    if (held.length < count) throw new Error(`only ${held.length} of ${count} ports free from ${LOWEST} up`);
    return held.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await freePorts(1, host);
  return port!;
}
