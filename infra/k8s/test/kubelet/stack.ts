import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { freePort, startMokapi, waitForPort, type MokapiHandle } from '@voltdesk/service-kit/testing';
import { REPO_ROOT } from '../../src/units';

/**
 * The embedded stack the rendered pods run against, started once, on 127.0.0.1 and free ports, as
 * `infra/local` and the services' tests start it: the embedded MongoDB-compatible server, Mokapi (Kafka),
 * MailDev (SMTP), and s3rver (S3). What the cluster speaks and these do not is put in front of them:
 * TLS for MongoDB and Kafka, with certificates of a CA made here (its `ca.crt` is what the pods' CA
 * volumes hold). The embedded server has no users and no replica set, Mokapi no SASL: see `pod.ts`.
 * Each embedded server keeps an oplog (`--oplog`), as a replica set member does, for `mongodump --oplog`.
 */
export interface Stack {
  dir: string;
  /** PEM of the CA that signed the TLS listeners' certificate. */
  caPem: string;
  /** MongoDB over TLS (in front of the embedded server). */
  mongoTlsPort: number;
  /**
   * One server per replica set named in `startStack`'s `mongoReplicaSets` (its TLS port), as each service
   * has its own in the cluster; a replica set not named here is `mongoTlsPort`.
   */
  mongoTlsPorts: Record<string, number>;
  /** The embedded server itself, for the tests' own reads (no TLS). */
  mongoPlainUrl: string;
  /** Mokapi's TLS listener. */
  kafkaBrokers: string;
  /** How the broker ended, with its last lines, if it exited before `stop`; else undefined. */
  kafkaExit(): string | undefined;
  smtpPort: number;
  s3: { endpoint: string; accessKeyId: string; secretAccessKey: string; directory: string };
  /** A second, empty embedded server (plain and TLS), for restores into an empty database; `oplog: false` for a standalone. */
  startEmptyMongo(o?: {
    oplog?: boolean;
  }): Promise<{ tlsPort: number; plainUrl: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

/** s3rver accepts only its own access key (signature V4, checked). */
const S3RVER_KEY = 'S3RVER';

function certificates(dir: string): { caPem: string; key: string; cert: string } {
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=voltdesk-test-ca',
  ]);
  run(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  ]);
  const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
  return { caPem: read('ca.crt'), key: read('server.key'), cert: read('server.crt') };
}

/** The embedded server in memory, with an oplog, on a free port; resolves once it printed its ready line. */
export async function startEmbeddedMongo(
  oplog = true,
): Promise<{ url: string; port: number; child: ChildProcess }> {
  const bin = path.join(REPO_ROOT, 'infra/embedded-mongo/bin/embedded-mongo.cjs');
  const args = [bin, '--port', '0', '--bind', '127.0.0.1', ...(oplog ? ['--oplog'] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
  return { url, port: Number(new URL(url).port), child };
}

async function tlsRelay(tls: { key: string; cert: string }, port: number): Promise<Server> {
  const server = createTlsServer(tls, (client) => {
    const upstream = connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const portOf = (s: Server) => (s.address() as { port: number }).port;

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function startStack(o: {
  kafka: boolean;
  smtp: boolean;
  s3Buckets: string[];
  mongoReplicaSets?: string[];
}): Promise<Stack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-kubelet-'));
  // nginx's workers run as another user than its master (root here): they must reach the pods' folders.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  try {
    const tls = certificates(dir);
    const mongo = await startEmbeddedMongo();
    stops.push(() => stopChild(mongo.child));
    const mongoTls = await tlsRelay(tls, mongo.port);
    stops.push(async () => void mongoTls.close());
    const mongoTlsPorts: Record<string, number> = {};
    for (const rs of o.mongoReplicaSets ?? []) {
      const member = await startEmbeddedMongo();
      stops.push(() => stopChild(member.child));
      const relay = await tlsRelay(tls, member.port);
      stops.push(async () => void relay.close());
      mongoTlsPorts[rs] = portOf(relay);
    }

    let mokapi: MokapiHandle | undefined;
    // A broker that dies leaves the services waiting for Kafka until the test gives up: keep why.
    const brokerLines: string[] = [];
    let brokerExit: string | undefined;
    let stopping = false;
    if (o.kafka) {
      const workDir = path.join(dir, 'mokapi');
      mkdirSync(workDir);
      mokapi = await startMokapi({
        tls,
        workDir,
        output: (line) => {
          brokerLines.push(line);
          if (brokerLines.length > 30) brokerLines.shift();
        },
      });
      mokapi.process.once('exit', (code, signal) => {
        if (!stopping)
          brokerExit = `Mokapi exited (code ${code}, signal ${signal}):\n${brokerLines.join('\n')}`;
      });
      stops.push(() => {
        stopping = true;
        return mokapi!.stop();
      });
    }

    let smtpPort = 0;
    if (o.smtp) {
      smtpPort = await freePort();
      const web = await freePort();
      const maildev = spawn(
        process.execPath,
        [
          require.resolve('maildev/bin/maildev'),
          '--smtp',
          String(smtpPort),
          '--web',
          String(web),
          '--ip',
          '127.0.0.1',
          '--web-ip',
          '127.0.0.1',
          '--mail-directory',
          path.join(dir, 'maildev'),
          '--silent',
        ],
        { stdio: 'ignore' },
      );
      stops.push(() => stopChild(maildev));
      await waitForPort(smtpPort);
    }

    const s3Dir = path.join(dir, 's3');
    mkdirSync(s3Dir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no types; used as its README shows
    const S3rver = require('s3rver') as new (options: object) => {
      run(): Promise<{ port: number }>;
      close(): Promise<void>;
    };
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: o.s3Buckets.map((name) => ({ name })),
    });
    const { port: s3Port } = await s3.run();
    stops.push(() => s3.close());

    return {
      dir,
      caPem: tls.caPem,
      mongoTlsPort: portOf(mongoTls),
      mongoTlsPorts,
      mongoPlainUrl: mongo.url,
      kafkaBrokers: mokapi?.brokers ?? '',
      kafkaExit: () => brokerExit,
      smtpPort,
      s3: {
        endpoint: `http://127.0.0.1:${s3Port}`,
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
        directory: s3Dir,
      },
      startEmptyMongo: async (e = {}) => {
        const empty = await startEmbeddedMongo(e.oplog ?? true);
        const relay = await tlsRelay(tls, empty.port);
        const stop = async () => {
          relay.close();
          await stopChild(empty.child);
        };
        stops.push(stop);
        return { tlsPort: portOf(relay), plainUrl: empty.url, stop };
      },
      stop: async () => {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw err;
  }
}
