/**
 * `npm start`: the whole product on embedded defaults at http://localhost:8080 (ARCHITECTURE.md section 7).
 * Starts, in order and each only after the previous is ready: the database (MONGO_URL or the embedded
 * server with data in .data/mongo), Kafka (KAFKA_BROKERS or Mokapi), SMTP (SMTP_URL or MailDev), the four
 * services, then the gateway. Ctrl-C stops everything in reverse order. Data in .data/ survives restarts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMokapi, type MokapiHandle } from '@voltdesk/service-kit/testing';
import { buildFrontEndsIfNeeded } from './front-ends';
import { createGateway } from './gateway';
import { httpOk, portOpen, prefixer, startProcess, waitFor, type Managed } from './processes';
import { readStackConfig, ROOT, services, type StackConfig } from './stack-config';

const log = prefixer('stack');
let DATA = '';
const TSX = [require.resolve('tsx/cli'), '--conditions=source'];

async function main() {
  const started = Date.now();
  const config = readStackConfig();
  DATA = config.DATA_DIR;
  await refuseBusyPorts(config);
  mkdirSync(DATA, { recursive: true });

  const stops: Array<() => Promise<void>> = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));

  try {
    await buildFrontEndsIfNeeded(log);

    const mongoUrl = config.MONGO_URL || (await startEmbeddedMongo(config, stops));
    const brokers = config.KAFKA_BROKERS || (await startBroker(config, stops));
    const smtpUrl = config.SMTP_URL || (await startMailDev(config, stops));

    const env: NodeJS.ProcessEnv = {
      MONGO_URL: mongoUrl,
      KAFKA_BROKERS: brokers,
      SMTP_URL: smtpUrl,
      MEDIA_DIR: config.MEDIA_DIR,
      AUTH_KEYS_DIR: path.join(DATA, 'auth-keys'),
      JWKS_URL: `http://127.0.0.1:${config.AUTH_PORT}/.well-known/jwks.json`,
      PUBLIC_URL: config.PUBLIC_URL,
      LANDING_KEY: config.LANDING_KEY,
      ADMIN_EMAIL: config.ADMIN_EMAIL,
      ADMIN_PASSWORD: config.ADMIN_PASSWORD,
      LOG_LEVEL: config.LOG_LEVEL,
      HOST: '127.0.0.1',
      AUTH_PORT: config.AUTH_PORT,
      CONTENT_PORT: config.CONTENT_PORT,
      POS_PORT: config.POS_PORT,
      NOTIFY_PORT: config.NOTIFY_PORT,
    };
    // svc-auth first: the others fetch its JWKS to verify tokens.
    const [auth, ...rest] = services;
    await startService(auth, config, env, stops);
    await Promise.all(rest.map((s) => startService(s, config, env, stops)));

    await seedOnFirstStart(config, env);

    const gateway = createGateway({
      upstreams: {
        auth: `http://127.0.0.1:${config.AUTH_PORT}`,
        content: `http://127.0.0.1:${config.CONTENT_PORT}`,
        pos: `http://127.0.0.1:${config.POS_PORT}`,
        notify: `http://127.0.0.1:${config.NOTIFY_PORT}`,
      },
      appConfig: { landingKey: config.LANDING_KEY, publicUrl: config.PUBLIC_URL },
      publicUrl: config.PUBLIC_URL,
    });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(Number(config.GATEWAY_PORT), config.GATEWAY_HOST, resolve);
    });
    stops.push(() => new Promise((r) => gateway.close(() => r())));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const mailUi = config.SMTP_URL ? '(external SMTP_URL)' : `http://localhost:${config.MAILDEV_WEB_PORT}`;
    log(`ready in ${seconds} s`);
    log(`  site       ${config.PUBLIC_URL}/`);
    log(`  admin      ${config.PUBLIC_URL}/admin  (sign in at /login)`);
    log(`  mail (UI)  ${mailUi}`);
    log(
      process.env.ADMIN_EMAIL
        ? '  admin login: ADMIN_EMAIL / ADMIN_PASSWORD from your environment'
        : `  admin login: ${config.ADMIN_EMAIL} with the dev password ADMIN_PASSWORD (see README; set both to change)`,
    );
    log(`Ctrl-C stops everything; data stays in ${path.relative(ROOT, DATA) || DATA}/`);
  } catch (err) {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    await stopAll(1);
  }
}

async function refuseBusyPorts(config: StackConfig) {
  const wanted: Array<[string, string]> = [['GATEWAY_PORT', config.GATEWAY_PORT]];
  if (!config.MONGO_URL) wanted.push(['MONGO_PORT', config.MONGO_PORT]);
  if (!config.KAFKA_BROKERS)
    wanted.push(['KAFKA_PORT', config.KAFKA_PORT], ['MOKAPI_API_PORT', config.MOKAPI_API_PORT]);
  if (!config.SMTP_URL)
    wanted.push(
      ['MAILDEV_SMTP_PORT', config.MAILDEV_SMTP_PORT],
      ['MAILDEV_WEB_PORT', config.MAILDEV_WEB_PORT],
    );
  for (const s of services) wanted.push([s.portVar, config[s.portVar]]);
  for (const [variable, port] of wanted) {
    if (await portOpen(Number(port))) {
      console.error(`port ${port} is already in use: set ${variable} to a free port (or stop what uses it)`);
      process.exit(1);
    }
  }
}

async function startEmbeddedMongo(config: StackConfig, stops: Array<() => Promise<void>>): Promise<string> {
  const bin = path.join(ROOT, 'infra/embedded-mongo/bin/embedded-mongo.cjs');
  const proc = startProcess(
    'mongo',
    process.execPath,
    [bin, '--port', config.MONGO_PORT, '--bind', '127.0.0.1', '--dbpath', path.join(DATA, 'mongo')],
    {},
  );
  stops.push(() => proc.stop());
  await waitFor('embedded MongoDB', () => portOpen(Number(config.MONGO_PORT)), proc);
  return `mongodb://127.0.0.1:${config.MONGO_PORT}`;
}

async function startBroker(config: StackConfig, stops: Array<() => Promise<void>>): Promise<string> {
  const say = prefixer('kafka');
  const workDir = path.join(DATA, 'mokapi');
  mkdirSync(workDir, { recursive: true });
  const mokapi: MokapiHandle = await startMokapi({
    port: Number(config.KAFKA_PORT),
    apiPort: Number(config.MOKAPI_API_PORT),
    workDir,
    detached: true,
  });
  say(`Mokapi Kafka broker on ${mokapi.brokers} (contract: infra/events/asyncapi.yaml; state in memory)`);
  stops.push(() => mokapi.stop());
  return mokapi.brokers;
}

async function startMailDev(config: StackConfig, stops: Array<() => Promise<void>>): Promise<string> {
  const bin = require.resolve('maildev/bin/maildev');
  const proc = startProcess(
    'maildev',
    process.execPath,
    [
      bin,
      '--smtp',
      config.MAILDEV_SMTP_PORT,
      '--web',
      config.MAILDEV_WEB_PORT,
      '--ip',
      '127.0.0.1',
      '--mail-directory',
      path.join(DATA, 'maildev'),
    ],
    {},
  );
  stops.push(() => proc.stop());
  await waitFor('MailDev', () => portOpen(Number(config.MAILDEV_SMTP_PORT)), proc);
  return `smtp://127.0.0.1:${config.MAILDEV_SMTP_PORT}`;
}

async function startService(
  svc: (typeof services)[number],
  config: StackConfig,
  env: NodeJS.ProcessEnv,
  stops: Array<() => Promise<void>>,
): Promise<Managed | undefined> {
  const main = path.join(ROOT, svc.name, 'src/main.ts');
  if (!existsSync(main)) {
    prefixer(svc.name)('not built yet (no src/main.ts): its calls answer 503 through the gateway');
    return undefined;
  }
  const proc = startProcess(svc.name, process.execPath, [...TSX, main], { env, cwd: ROOT });
  stops.push(() => proc.stop());
  await waitFor(svc.name, () => httpOk(`http://127.0.0.1:${config[svc.portVar]}/healthz`), proc);
  return proc;
}

/**
 * On the very first start the demo data is loaded, so a new user sees a real site. The marker lives with the
 * data it describes: inside the embedded database's folder, so deleting that folder to start afresh seeds
 * again instead of leaving an empty site behind.
 */
async function seedOnFirstStart(config: StackConfig, env: NodeJS.ProcessEnv) {
  const marker = config.MONGO_URL ? path.join(DATA, 'seeded') : path.join(DATA, 'mongo', 'voltdesk-seeded');
  if (config.SEED_DEMO !== 'true' || existsSync(marker)) return;
  for (const svc of ['svc-content', 'svc-pos']) {
    const script = path.join(ROOT, svc, 'src/seed/run.ts');
    if (!existsSync(script)) continue;
    const proc = startProcess(`seed:${svc.slice(4)}`, process.execPath, [...TSX, script], { env, cwd: ROOT });
    const code = await proc.exited;
    if (code !== 0) throw new Error(`demo seed of ${svc} failed (exit ${code})`);
  }
  writeFileSync(marker, new Date().toISOString());
}

void main();
