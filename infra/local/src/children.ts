import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startMokapi } from '@voltdesk/service-kit/testing';
import { httpOk, portOpen, prefixer, startProcess } from './processes';
import { ROOT, services, type StackConfig } from './stack-config';
import type { ChildSpec } from './supervisor/supervised-process';

/** Services run as one node process each (tsx as a loader, not as a wrapper process that could outlive it). */
const NODE_TS = ['--conditions=source', '--import', 'tsx'];

/** The embedded MongoDB-compatible server, data in `$DATA_DIR/mongo`, on 127.0.0.1 only. */
export function embeddedMongo(config: StackConfig): ChildSpec {
  const bin = path.join(ROOT, 'infra/embedded-mongo/bin/embedded-mongo.cjs');
  const port = Number(config.MONGO_PORT);
  return {
    name: 'mongo',
    ports: [port],
    signature: 'embedded-mongo',
    launch: () =>
      startProcess(
        'mongo',
        process.execPath,
        [bin, '--port', String(port), '--bind', '127.0.0.1', '--dbpath', path.join(config.DATA_DIR, 'mongo')],
        {},
      ).child,
    ready: () => portOpen(port),
  };
}

/**
 * Mokapi, the Kafka-protocol broker driven by libs/contracts/events/asyncapi.yaml (state in memory). Its output,
 * stdout and stderr, goes to the stack log as `[kafka]` lines like every other child's: a Go panic (exit
 * code 2) says there why it died.
 */
export function broker(config: StackConfig, log: (line: string) => void = prefixer('kafka')): ChildSpec {
  const workDir = path.join(config.DATA_DIR, 'mokapi');
  mkdirSync(workDir, { recursive: true });
  const port = Number(config.KAFKA_PORT);
  const apiPort = Number(config.MOKAPI_API_PORT);
  return {
    name: 'kafka',
    ports: [port, apiPort],
    signature: 'mokapi',
    launch: async () => (await startMokapi({ port, apiPort, workDir, detached: true, output: log })).process,
    ready: () => portOpen(port),
  };
}

/** MailDev: SMTP and its web UI / REST API, both on 127.0.0.1. */
export function mailDev(config: StackConfig): ChildSpec {
  const bin = require.resolve('maildev/bin/maildev');
  const smtp = Number(config.MAILDEV_SMTP_PORT);
  const web = Number(config.MAILDEV_WEB_PORT);
  return {
    name: 'maildev',
    ports: [smtp, web],
    signature: 'maildev',
    launch: () =>
      startProcess(
        'maildev',
        process.execPath,
        [
          bin,
          '--smtp',
          String(smtp),
          '--web',
          String(web),
          '--ip',
          '127.0.0.1',
          '--web-ip',
          '127.0.0.1',
          '--mail-directory',
          path.join(config.DATA_DIR, 'maildev'),
        ],
        {},
      ).child,
    ready: async () => (await portOpen(smtp)) && (await portOpen(web)),
  };
}

/** One of the four services, ready once its `/healthz` answers. */
export function service(
  svc: (typeof services)[number],
  config: StackConfig,
  env: NodeJS.ProcessEnv,
): ChildSpec {
  const main = path.join(ROOT, svc.name, 'src/main.ts');
  const port = Number(config[svc.portVar]);
  return {
    name: svc.name,
    ports: [port],
    signature: path.join(svc.name, 'src/main.ts'),
    launch: () => startProcess(svc.name, process.execPath, [...NODE_TS, main], { env, cwd: ROOT }).child,
    ready: () => httpOk(`http://127.0.0.1:${port}/healthz`),
  };
}

/** The gateway (`src/gateway/main.ts`), ready once it accepts connections. */
export function gateway(config: StackConfig): ChildSpec {
  const main = path.join(ROOT, 'infra/local/src/gateway/main.ts');
  const port = Number(config.GATEWAY_PORT);
  // A gateway listening on every address is reachable on loopback too.
  const probe = ['0.0.0.0', '::'].includes(config.GATEWAY_HOST) ? '127.0.0.1' : config.GATEWAY_HOST;
  const env = Object.fromEntries(GATEWAY_VARS.map((name) => [name, config[name]]));
  return {
    name: 'gateway',
    ports: [port],
    signature: path.join('infra/local/src/gateway/main.ts'),
    launch: () => startProcess('gateway', process.execPath, [...NODE_TS, main], { env, cwd: ROOT }).child,
    ready: () => portOpen(port, probe),
  };
}

/** What the gateway reads (src/gateway/main.ts), passed as the supervisor resolved it. */
const GATEWAY_VARS = [
  'GATEWAY_HOST',
  'GATEWAY_PORT',
  'GATEWAY_TRUSTED_PROXIES',
  'PUBLIC_URL',
  'LANDING_KEY',
  'AUTH_PORT',
  'CONTENT_PORT',
  'POS_PORT',
  'NOTIFY_PORT',
] as const satisfies readonly (keyof StackConfig)[];
