/**
 * `npm start`: the whole product on embedded defaults at http://localhost:8080 (docs/architecture.md section 7).
 * Starts, in order and each only after the previous is ready: the database (MONGO_URL or the embedded
 * server with data in .data/mongo), Kafka (KAFKA_BROKERS or Mokapi), SMTP (SMTP_URL or MailDev), the four
 * services, then the gateway. Every child is supervised: restarted with backoff when it crashes, given up on
 * (loudly) when it keeps crashing. Ctrl-C or `npm stop` stops everything in reverse order, killing what
 * hangs. Data in .data/ survives restarts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { broker, embeddedMongo, gateway, mailDev, service } from './children';
import { buildFrontEndsIfNeeded } from './front-ends';
import { portOpen, prefixer, startProcess } from './processes';
import {
  listeningPorts,
  readStackConfig,
  ROOT,
  services,
  sharedPorts,
  type StackConfig,
} from './stack-config';
import { checkPreviousRun } from './supervisor/previous-run';
import { portOwner } from './supervisor/port-owner';
import { Supervisor } from './supervisor/supervisor';

const log = prefixer('stack');
const TSX = ['--conditions=source', '--import', 'tsx'];

async function main() {
  const started = Date.now();
  const config = readStackConfig();
  const DATA = config.DATA_DIR;

  const previous = await checkPreviousRun(DATA);
  if (previous.kind === 'running') {
    const { supervisor, gateway: site } = previous.state;
    console.error(
      `Voltdesk is already running from this checkout (pid ${supervisor.pid}, since ` +
        `${new Date(supervisor.startedAt).toLocaleString()})${site ? ` at ${site.url}` : ''}.\n` +
        '`npm run status` shows it; `npm stop` stops it.',
    );
    process.exit(1);
  }
  if (previous.kind === 'cleaned')
    for (const orphan of previous.orphans)
      log(
        `stopped ${orphan.name} (pid ${orphan.pid}), left running by an earlier start that did not stop cleanly`,
      );
  await refusePortsInUse(config);
  mkdirSync(DATA, { recursive: true });

  const supervisor = new Supervisor(DATA, ROOT, (name) => prefixer(name));
  let stoppingSince = 0;
  const stopAll = async (code: number) => {
    if (stoppingSince) {
      // Ctrl-C reaches npm, tsx and this process at once, and tsx relays it too: only a second Ctrl-C a
      // moment later means "no more waiting".
      if (Date.now() - stoppingSince < 1_500) return;
      log('killing everything now');
      supervisor.killAll();
      process.exit(code || 130);
    }
    stoppingSince = Date.now();
    log('stopping… (Ctrl-C again to kill at once)');
    await supervisor.stopAll();
    log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));

  try {
    if (config.BUILD_WEB !== 'off') await buildFrontEndsIfNeeded(log);

    const env = serviceEnv(config, await startStandIns(supervisor, config));
    // svc-auth first: the others fetch its JWKS to verify tokens.
    const present = services.filter((s) => {
      if (existsSync(path.join(ROOT, s.name, 'src/main.ts'))) return true;
      prefixer(s.name)('not built yet (no src/main.ts): its calls answer 503 through the gateway');
      return false;
    });
    const [auth, ...rest] = present;
    if (auth) await supervisor.start(service(auth, config, env));
    await Promise.all(rest.map((s) => supervisor.start(service(s, config, env))));

    await seedOnFirstStart(config, env);

    await supervisor.start(gateway(config));
    supervisor.setGateway({
      url: config.PUBLIC_URL,
      host: config.GATEWAY_HOST,
      port: Number(config.GATEWAY_PORT),
    });

    logReady(config, started);
  } catch (err) {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    await stopAll(1);
  }
}

/** Starts the embedded database, Kafka broker and mail catcher unless an outside one is configured. */
async function startStandIns(supervisor: Supervisor, config: StackConfig) {
  let mongoUrl = config.MONGO_URL;
  if (!mongoUrl) {
    await supervisor.start(embeddedMongo(config));
    mongoUrl = `mongodb://127.0.0.1:${config.MONGO_PORT}`;
  }
  let brokers = config.KAFKA_BROKERS;
  if (!brokers) {
    await supervisor.start(broker(config));
    brokers = `127.0.0.1:${config.KAFKA_PORT}`;
    prefixer('kafka')(
      `Mokapi Kafka broker on ${brokers} (contract: libs/contracts/events/asyncapi.yaml; state in memory)`,
    );
  }
  let smtpUrl = config.SMTP_URL;
  if (!smtpUrl) {
    await supervisor.start(mailDev(config));
    smtpUrl = `smtp://127.0.0.1:${config.MAILDEV_SMTP_PORT}`;
  }

  return { mongoUrl, brokers, smtpUrl };
}

/** svc-pos's online payment variables, passed on from the environment when set. */
const STRIPE_VARS = [
  'STRIPE_STANDIN',
  'STRIPE_SECRET_KEY',
  'STRIPE_SECRET_KEY_FILE',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_WEBHOOK_SECRET_FILE',
  'STRIPE_API_BASE',
];

/** The environment every service starts with. */
function serviceEnv(
  config: StackConfig,
  { mongoUrl, brokers, smtpUrl }: { mongoUrl: string; brokers: string; smtpUrl: string },
): NodeJS.ProcessEnv {
  const DATA = config.DATA_DIR;
  return {
    MONGO_URL: mongoUrl,
    KAFKA_BROKERS: brokers,
    SMTP_URL: smtpUrl,
    MEDIA_DIR: config.MEDIA_DIR,
    AUTH_KEYS_DIR: path.join(DATA, 'auth-keys'),
    // svc-pos signs customer links with it (made on first start), so mailed links survive a restart.
    CUSTOMER_LINK_SECRET_FILE: path.join(DATA, 'customer-link-secret'),
    POS_URL: `http://127.0.0.1:${config.POS_PORT}`,
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
    // Online card payment (svc-pos README): Stripe test keys, or STRIPE_STANDIN=true for the local stand-in.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => STRIPE_VARS.includes(name))),
  };
}

/** Where the parts are, once ready. */
function logReady(config: StackConfig, started: number) {
  const DATA = config.DATA_DIR;
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
  log(
    `Ctrl-C (or \`npm stop\`) stops everything; \`npm run status\` lists the parts; data stays in ${path.relative(ROOT, DATA) || DATA}/`,
  );
}

/**
 * Fails at once on a port given to two parts, or a port another process holds, naming the variables that
 * move it (and whoever holds it).
 */
async function refusePortsInUse(config: StackConfig) {
  const shared = sharedPorts(config);
  for (const line of shared) console.error(`${line}: give each its own port`);
  if (shared.length) process.exit(1);
  let busy = false;
  for (const [variable, port] of listeningPorts(config)) {
    if (!(await portOpen(Number(port)))) continue;
    busy = true;
    const owner = portOwner(Number(port));
    const who = owner
      ? `pid ${owner.pid} (${owner.command.slice(0, 120) || 'unknown command'})`
      : 'another process';
    console.error(
      `port ${port} (${variable}) is in use by ${who}: stop it, or set ${variable} to a free port`,
    );
  }
  if (busy) process.exit(1);
}

/**
 * On the very first start the demo data is loaded, so a new user sees a real site. The marker lives with the
 * data it describes: inside the embedded database's folder, so deleting that folder to start afresh seeds
 * again instead of leaving an empty site behind.
 */
async function seedOnFirstStart(config: StackConfig, env: NodeJS.ProcessEnv) {
  const DATA = config.DATA_DIR;
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
