import path from 'node:path';

/** Repository root (infra/local/src -> ../../..). */
export const ROOT = path.resolve(__dirname, '../../..');

/**
 * Every variable the local stack reads, with its development default. The root README's configuration
 * table documents the same list; `stack-config.test.ts` keeps the two in step.
 */
export const stackDefaults = {
  DATA_DIR: path.join(ROOT, '.data'),
  GATEWAY_PORT: '8080',
  GATEWAY_HOST: '127.0.0.1',
  GATEWAY_TRUSTED_PROXIES: '',
  PUBLIC_URL: '',
  MONGO_URL: '',
  MONGO_PORT: '27018',
  KAFKA_BROKERS: '',
  KAFKA_PORT: '9092',
  MOKAPI_API_PORT: '9093',
  SMTP_URL: '',
  MAILDEV_SMTP_PORT: '1025',
  MAILDEV_WEB_PORT: '1080',
  MEDIA_DIR: '',
  AUTH_PORT: '4001',
  CONTENT_PORT: '4002',
  POS_PORT: '4003',
  NOTIFY_PORT: '4004',
  LANDING_KEY: 'voltdesk-public-landing-key',
  ADMIN_EMAIL: 'admin@voltdesk.local',
  ADMIN_PASSWORD: 'voltdesk-admin',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  BUILD_WEB: 'auto',
} as const;

export type StackConfig = Record<keyof typeof stackDefaults, string>;

/** Every port the stack listens on, each set by its own variable. */
export const PORT_VARS = [
  'GATEWAY_PORT',
  'MONGO_PORT',
  'KAFKA_PORT',
  'MOKAPI_API_PORT',
  'MAILDEV_SMTP_PORT',
  'MAILDEV_WEB_PORT',
  'AUTH_PORT',
  'CONTENT_PORT',
  'POS_PORT',
  'NOTIFY_PORT',
] as const satisfies readonly (keyof StackConfig)[];

export function readStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const config = Object.fromEntries(
    Object.entries(stackDefaults).map(([k, v]) => [k, env[k] && env[k] !== '' ? env[k]! : v]),
  ) as StackConfig;
  config.PUBLIC_URL ||= `http://localhost:${config.GATEWAY_PORT}`;
  config.DATA_DIR = path.resolve(ROOT, config.DATA_DIR);
  config.MEDIA_DIR = config.MEDIA_DIR
    ? path.resolve(ROOT, config.MEDIA_DIR)
    : path.join(config.DATA_DIR, 'media');
  const bad = PORT_VARS.filter((k) => !/^\d{1,5}$/.test(config[k]) || Number(config[k]) > 65535);
  if (bad.length) throw new Error(`invalid port in: ${bad.join(', ')}`);
  return config;
}

type PortVar = (typeof PORT_VARS)[number];

/**
 * The ports this configuration listens on, by variable: a part pointed at an outside server (`MONGO_URL`,
 * `KAFKA_BROKERS`, `SMTP_URL`) starts no local stand-in, so its ports are not used.
 */
export function listeningPorts(config: StackConfig): Array<[PortVar, string]> {
  const unused = new Set<PortVar>([
    ...(config.MONGO_URL ? (['MONGO_PORT'] as const) : []),
    ...(config.KAFKA_BROKERS ? (['KAFKA_PORT', 'MOKAPI_API_PORT'] as const) : []),
    ...(config.SMTP_URL ? (['MAILDEV_SMTP_PORT', 'MAILDEV_WEB_PORT'] as const) : []),
  ]);
  return PORT_VARS.filter((v) => !unused.has(v)).map((v) => [v, config[v]]);
}

/**
 * Ports given to more than one part, one line each ("POS_PORT and CONTENT_PORT are both 4002"). Two parts
 * on one port cannot both start, and the port check before a start sees the port free while neither runs.
 */
export function sharedPorts(config: StackConfig): string[] {
  const byPort = new Map<number, PortVar[]>();
  for (const [variable, port] of listeningPorts(config)) {
    byPort.set(Number(port), [...(byPort.get(Number(port)) ?? []), variable]);
  }
  return [...byPort]
    .filter(([, vars]) => vars.length > 1)
    .map(([port, vars]) => `${vars.slice(0, -1).join(', ')} and ${vars.at(-1)} are both ${port}`);
}

/** The four services, where they live and which variable holds their port. */
export const services = [
  { name: 'svc-auth', service: 'auth', portVar: 'AUTH_PORT' },
  { name: 'svc-content', service: 'content', portVar: 'CONTENT_PORT' },
  { name: 'svc-pos', service: 'pos', portVar: 'POS_PORT' },
  { name: 'svc-notify', service: 'notify', portVar: 'NOTIFY_PORT' },
] as const;

/** The front-end bundles the gateway serves: the shell at `/`, each remote at `/remotes/<name>/`. */
export const frontEnds = [
  { name: 'shell', dir: 'shell/dist', mount: '/' },
  { name: 'site', dir: 'mfe-site/dist', mount: '/remotes/site/' },
  { name: 'cms', dir: 'mfe-cms/dist', mount: '/remotes/cms/' },
  { name: 'pos', dir: 'mfe-pos/dist', mount: '/remotes/pos/' },
] as const;
